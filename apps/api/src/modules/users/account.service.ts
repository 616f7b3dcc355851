import type { Billing, UpdatePrivateInfo, UpdateUserSettings, UserSettings } from "@bounty/shared";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { requireRecentVerification } from "../../http/recent-verification.ts";
import { userTotal } from "../ledger/index.ts";
import * as repo from "./account.repository.ts";
import { updateUser as updateUserRow } from "./users.repository.ts";
import { getAuthorizedUser } from "./users.service.ts";

/** The owner's private (postal) information, or null before they fill it in. */
export async function getPrivateInfo(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<repo.PrivateInfoRow | null> {
  const user = await getAuthorizedUser(ctx.database.db, actor, id, "readFinancial");
  return repo.findPrivateInfo(ctx.database.db, user.id);
}

/** Saves the owner's private information (the schema trims and requires the fields). */
export async function updatePrivateInfo(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: UpdatePrivateInfo,
): Promise<repo.PrivateInfoRow> {
  return ctx.database.db.transaction(async (tx) => {
    const user = await getAuthorizedUser(tx, actor, id, "updateFinancial", { lock: true });
    return repo.upsertPrivateInfo(tx, user.id, input);
  });
}

/** The owner's payout method, or null before they set one. */
export async function getBilling(ctx: AppContext, actor: Actor, id: string): Promise<repo.BillingRow | null> {
  const user = await getAuthorizedUser(ctx.database.db, actor, id, "readFinancial");
  return repo.findBilling(ctx.database.db, user.id);
}

/** Replaces the owner's payout method; switching type clears the other type's fields. */
export async function updateBilling(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: Billing,
): Promise<repo.BillingRow> {
  const values =
    input.type === "paypal"
      ? { type: "paypal" as const, identifier: input.identifier, iban: "", other: "" }
      : { type: "bank" as const, identifier: "", iban: input.iban, other: input.other };
  return ctx.database.db.transaction(async (tx) => {
    const user = await getAuthorizedUser(tx, actor, id, "updateFinancial", { lock: true });
    await requireRecentVerification(ctx, actor, tx);
    return repo.upsertBilling(tx, user.id, values);
  });
}

/** The owner's money balance in yen. */
export async function getBalance(ctx: AppContext, actor: Actor, id: string): Promise<number> {
  const user = await getAuthorizedUser(ctx.database.db, actor, id, "readBalance");
  return userTotal(ctx.database.db, user.id, "hunter_money");
}

/** The owner's UI settings (language, theme). */
export async function getSettings(ctx: AppContext, actor: Actor, id: string): Promise<UserSettings> {
  const user = await getAuthorizedUser(ctx.database.db, actor, id, "readSettings");
  return user.settings;
}

/** Changes some of the owner's settings; the others keep their value. */
export async function updateSettings(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: UpdateUserSettings,
): Promise<UserSettings> {
  return ctx.database.db.transaction(async (tx) => {
    const user = await getAuthorizedUser(tx, actor, id, "update", { lock: true });
    const updated = await updateUserRow(tx, user.id, { settings: { ...user.settings, ...input } });
    return updated.settings;
  });
}
