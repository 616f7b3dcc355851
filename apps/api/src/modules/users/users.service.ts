import type { Credit, UpdateUser, UserAbilities } from "@bounty/shared";
import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { abilitiesOf, authorize, can } from "../../http/abilities.ts";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { requireRecentVerification } from "../../http/recent-verification.ts";
import * as ledger from "../ledger/index.ts";
import { listAdminOrganizationNames } from "../standing/index.ts";
import { type UserAction, userPolicy } from "./users.policy.ts";
import * as repo from "./users.repository.ts";

const NAME_TAKEN = "This name is taken. Please choose another one.";

/** Loads a user by id or throws 404. */
export async function getUser(db: DbOrTx, id: string): Promise<repo.UserRow> {
  const user = await repo.findUser(db, id);
  if (!user) throw notFound("User");
  return user;
}

/** Loads a user (locking the row inside a transaction when asked) and checks the actor may act on it. */
export async function getAuthorizedUser(
  db: DbOrTx,
  actor: Actor | null,
  id: string,
  action: UserAction,
  opts: { lock?: boolean } = {},
): Promise<repo.UserRow> {
  const user = opts.lock ? await repo.findUserForUpdate(db, id) : await repo.findUser(db, id);
  if (!user) throw notFound("User");
  authorize(actor, userPolicy, action, user);
  return user;
}

/** The signed-in user's own account. */
export async function getAuthenticatedUser(ctx: AppContext, actor: Actor): Promise<repo.UserRow> {
  return getUser(ctx.database.db, actor.userId);
}

export interface UserProfile {
  user: repo.UserRow;
  /** The viewer is this user: show the account view (e-mail, settings...). */
  isOwnView: boolean;
  abilities: UserAbilities;
}

/** A profile by id or uniqueName, as the viewer (possibly anonymous) may see it. */
export async function getUserProfile(
  ctx: AppContext,
  actor: Actor | null,
  idOrName: string,
): Promise<UserProfile> {
  const db = ctx.database.db;
  const user = repo.isUuid(idOrName)
    ? await repo.findUser(db, idOrName)
    : await repo.findUserByUniqueName(db, idOrName);
  if (!user) throw notFound("User");
  authorize(actor, userPolicy, "read", user);
  return {
    user,
    isOwnView: can(actor, userPolicy, "readAccount", user),
    abilities: abilitiesOf(actor, userPolicy, ["update"], user),
  };
}

/** Edits the owner's profile; preferences and settings merge with what is stored. */
export async function updateUser(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: UpdateUser,
): Promise<repo.UserRow> {
  return ctx.database.db.transaction(async (tx) => {
    const user = await getAuthorizedUser(tx, actor, id, "update", { lock: true });
    const { onboarded, notificationPreferences, settings, uniqueName, ...fields } = input;
    const changes: repo.UserChanges = { ...fields };
    if (uniqueName !== undefined && uniqueName.toLowerCase() !== user.uniqueName.toLowerCase()) {
      const holder = await repo.findUserByUniqueName(tx, uniqueName);
      if (repo.reservedUniqueNames.has(uniqueName) || (holder && holder.id !== user.id)) {
        throw new AppError("conflict", NAME_TAKEN);
      }
      changes.uniqueName = uniqueName;
    }
    if (notificationPreferences) {
      changes.notificationPreferences = { ...user.notificationPreferences, ...notificationPreferences };
    }
    if (settings) changes.settings = { ...user.settings, ...settings };
    if (onboarded && !user.onboardedAt) changes.onboardedAt = new Date();
    if (Object.keys(changes).length === 0) return user;
    try {
      return await repo.updateUser(tx, user.id, changes);
    } catch (e) {
      // Two users racing for one name: the unique index decides.
      if (isUniqueViolation(e)) throw new AppError("conflict", NAME_TAKEN);
      throw e;
    }
  });
}

/**
 * Deletes the owner's account and everything hanging off it. Refused while the user holds money,
 * which must never vanish, or while they are an organization's admin; settled ledger accounts stay in
 * the books, detached from the user.
 */
export async function deleteUser(
  ctx: AppContext,
  actor: Actor,
  id: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const iconKey = await ctx.database.db.transaction(async (tx) => {
    const user = await getAuthorizedUser(tx, actor, id, "delete", { lock: true });
    await requireRecentVerification(ctx, actor, tx);
    await ledger.lockAccountsOf(tx, user.id);
    if ((await ledger.userTotal(tx, user.id, "hunter_money")) !== 0) {
      throw new AppError(
        "conflict",
        "Your balance is not zero. Withdraw your money before deleting your account.",
      );
    }
    if ((await ledger.userTotal(tx, user.id, "payouts")) !== 0) {
      throw new AppError(
        "conflict",
        "A withdrawal of yours is on its way. Delete your account once it is paid.",
      );
    }
    // Every organization keeps exactly one admin, so the admin hands over before leaving for good.
    const adminOf = await listAdminOrganizationNames(tx, user.id);
    if (adminOf.length > 0) {
      throw new AppError(
        "conflict",
        `You are the admin of ${adminOf.join(", ")}. Make another member admin before deleting your account.`,
      );
    }
    await ledger.detachAccountsOf(tx, user.id);
    await repo.deleteUser(tx, user.id);
    return user.iconKey;
  });
  // After the commit: a failed file removal must not bring the account back.
  if (iconKey) {
    await ctx.storage.delete(iconKey).catch((err) => log.error({ err, iconKey }, "avatar not removed"));
  }
}

/** The daily-login call: moves lastLoginAt at most once per 24 hours. */
export async function recordDailyLogin(ctx: AppContext, actor: Actor): Promise<Date> {
  const at = await repo.recordDailyLogin(ctx.database.db, actor.userId);
  if (!at) throw notFound("User");
  return at;
}

/** The signed-in user's credits, one per program. */
export async function listOwnCredits(
  ctx: AppContext,
  actor: Actor,
  page: { page: number; perPage: number },
): Promise<{ rows: Credit[]; total: number }> {
  return ledger.listCredits(ctx.database.db, actor.userId, page);
}
