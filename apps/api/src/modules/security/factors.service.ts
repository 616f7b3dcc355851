import { randomBytes } from "node:crypto";
import { type AddPasskey, RECOVERY_CODE_COUNT, type SecurityOverview } from "@bounty/shared";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { recordEvent } from "../../events/events.repository.ts";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { AppError, notFound } from "../../http/errors.ts";
import {
  markVerified,
  requireMayAddFactor,
  requireRecentVerification,
} from "../../http/recent-verification.ts";
import { seal, unseal } from "../../lib/seal.ts";
import {
  isPlatformStaff,
  listAdminOrganizationsRequiringFactor,
  staffCandidateOf,
} from "../standing/index.ts";
import { getAuthorizedUser } from "../users/index.ts";
import { recoveryCodeHash, TOTP_SEAL } from "./factor-proof.ts";
import * as repo from "./factors.repository.ts";
import { registrationOptions, verifyRegistration } from "./passkeys.ts";
import { endSessionsOf } from "./sessions.service.ts";
import { newTotpSecret, totpStepOf } from "./totp.ts";

const CHALLENGE_MINUTES = 5;
const own = (ctx: AppContext, actor: Actor, id: string, db: DbOrTx = ctx.database.db) =>
  getAuthorizedUser(db, actor, id, "manageSecurity");

export async function securityOverview(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{
  overview: Omit<SecurityOverview, "factors">;
  factors: repo.FactorRow[];
}> {
  const user = await own(ctx, actor, id);
  const db = ctx.database.db;
  return {
    factors: await repo.listFactors(db, user.id),
    overview: {
      recoveryCodesLeft: await repo.countRecoveryCodesLeft(db, user.id),
      required: isPlatformStaff(ctx.config.PLATFORM_STAFF_EMAILS, staffCandidateOf(actor, user)),
    },
  };
}

/** Begins an authenticator app: the secret is stored sealed, and counts once its first code confirms it. */
export async function startTotp(ctx: AppContext, actor: Actor, id: string, name?: string) {
  const user = await own(ctx, actor, id);
  await requireMayAddFactor(ctx, actor, await repo.hasFactor(ctx.database.db, user.id));
  const setup = await newTotpSecret(user.email ?? `@${user.uniqueName}`);
  const row = await ctx.database.db.transaction(async (tx) => {
    await repo.dropUnconfirmedTotp(tx, user.id);
    return repo.insertFactor(tx, {
      userId: user.id,
      kind: "totp",
      name: name ?? "Authenticator app",
      totpSecret: seal(ctx.config.JWT_SECRET, TOTP_SEAL, setup.secret),
    });
  });
  return { id: row.id, ...setup };
}

/** Confirms an authenticator app by its first code; the first factor of an account brings recovery codes. */
export async function confirmTotp(ctx: AppContext, actor: Actor, id: string, factorId: string, code: string) {
  const user = await own(ctx, actor, id);
  const factor = await repo.findFactor(ctx.database.db, user.id, factorId);
  if (factor?.kind !== "totp" || !factor.totpSecret) throw notFound("Factor");
  if (factor.confirmedAt) throw new AppError("conflict", "This authenticator app is already set up.");
  const secret = unseal(ctx.config.JWT_SECRET, TOTP_SEAL, factor.totpSecret);
  if (!secret) throw new AppError("gone", "This set-up can no longer be finished. Please start again.");
  await ctx.rateLimiter.hit(
    `factor:setup:${user.id}`,
    10,
    15 * 60_000,
    "Too many wrong codes. Please wait a while.",
  );
  const step = totpStepOf(secret, code.replace(/[\s-]/g, ""));
  if (step === null || !(await repo.takeTotpStep(ctx.database.db, factor.id, step))) {
    throw new AppError("bad_request", "That code is not right. Check the app's clock and try again.");
  }
  return added(ctx, actor, async () => factor);
}

/** Options to create a passkey; the challenge answers once, within five minutes. */
export async function passkeyOptions(ctx: AppContext, actor: Actor, id: string) {
  const user = await own(ctx, actor, id);
  const existing = await repo.listFactors(ctx.database.db, user.id);
  await requireMayAddFactor(ctx, actor, existing.length > 0);
  const options = await registrationOptions(ctx.config, user, existing);
  await repo.createChallenge(ctx.database.db, {
    userId: user.id,
    purpose: "register",
    challenge: options.challenge,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return options;
}

export async function addPasskey(ctx: AppContext, actor: Actor, id: string, input: AddPasskey) {
  const user = await own(ctx, actor, id);
  const challenge = await repo.takeChallenge(ctx.database.db, user.id, "register");
  if (!challenge) throw new AppError("gone", "This passkey request has expired. Please try again.");
  const credential = await verifyRegistration(ctx.config, input.response, challenge);
  if (await repo.findPasskey(ctx.database.db, credential.credentialId)) {
    throw new AppError("conflict", "This passkey is already registered.");
  }
  return added(ctx, actor, (tx) =>
    repo.insertFactor(tx, { userId: user.id, kind: "passkey", name: input.name, ...credential }),
  );
}

/** Records the new factor (its mail goes with the event) and gives recovery codes when the account has none. */
async function added(ctx: AppContext, actor: Actor, factorOf: (tx: DbOrTx) => Promise<repo.FactorRow>) {
  const userId = actor.userId;
  return ctx.database.db.transaction(async (tx) => {
    const factor = await factorOf(tx);
    const first = !(await repo.hasFactor(tx, userId));
    // Counts from now, once: two confirmations at the same moment add it (and mail about it) once.
    const confirmed = await repo.confirmFactor(tx, factor.id);
    if (!confirmed) throw new AppError("conflict", "This factor is already set up.");
    // The person just proved the new factor in this session.
    await markVerified(tx, actor.sessionId);
    // The first factor ends every other session: each was opened by one factor (a mailbox read by
    // someone else is enough), and would otherwise pass where a second is now required — staff
    // tools, an organization's rule — without ever proving it.
    if (first) await endSessionsOf(tx, userId, actor.sessionId);
    await recordEvent(tx, {
      type: "user.factor.added",
      organizationId: null,
      actorId: userId,
      userId,
      payload: { kind: factor.kind, name: factor.name },
    });
    const codes =
      (await repo.countRecoveryCodesLeft(tx, userId)) === 0
        ? await newCodes(tx, userId, ctx.config.JWT_SECRET)
        : null;
    return { factor: confirmed, recoveryCodes: codes };
  });
}

export async function renameFactor(
  ctx: AppContext,
  actor: Actor,
  id: string,
  factorId: string,
  name: string,
) {
  const user = await own(ctx, actor, id);
  const factor = await repo.findFactor(ctx.database.db, user.id, factorId);
  if (!factor?.confirmedAt) throw notFound("Factor");
  return (await repo.updateFactor(ctx.database.db, factor.id, { name }))!;
}

const lockUser = (tx: DbOrTx, userId: string) =>
  tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);

/** Removes a factor; the last one takes the recovery codes with it (they recover a factor, not an account). */
export async function removeFactor(
  ctx: AppContext,
  actor: Actor,
  id: string,
  factorId: string,
): Promise<void> {
  const user = await own(ctx, actor, id);
  await requireRecentVerification(ctx, actor);
  await ctx.database.db.transaction(async (tx) => {
    // One removal at a time per person: two at once could each see the other's factor left.
    await lockUser(tx, user.id);
    const row = await repo.deleteFactor(tx, user.id, factorId);
    if (!row?.confirmedAt) throw notFound("Factor");
    if (!(await repo.hasFactor(tx, user.id))) {
      // The admin of an organization that requires a factor keeps one: without it, no one could run it.
      const requiring = await listAdminOrganizationsRequiringFactor(tx, user.id);
      if (requiring.length > 0)
        throw new AppError(
          "conflict",
          `${requiring.join(", ")} requires a second factor of its members, you included. Add another factor first, or lift the requirement.`,
        );
      await repo.replaceRecoveryCodes(tx, user.id, []);
    }
    await recordEvent(tx, {
      type: "user.factor.removed",
      organizationId: null,
      actorId: user.id,
      userId: user.id,
      payload: { kind: row.kind, name: row.name },
    });
  });
}

/** Ten new recovery codes replace the old set; shown in this answer only. */
export async function createRecoveryCodes(ctx: AppContext, actor: Actor, id: string): Promise<string[]> {
  const user = await own(ctx, actor, id);
  await requireRecentVerification(ctx, actor);
  return ctx.database.db.transaction(async (tx) => {
    if (!(await repo.hasFactor(tx, user.id))) {
      throw new AppError("conflict", "Add a passkey or an authenticator app before recovery codes.");
    }
    return newCodes(tx, user.id, ctx.config.JWT_SECRET);
  });
}

/** 50 random bits each, written `xxxxx-xxxxx` in an alphabet without look-alikes. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const recoveryCode = () => {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

async function newCodes(tx: DbOrTx, userId: string, secret: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await repo.replaceRecoveryCodes(
    tx,
    userId,
    codes.map((c) => recoveryCodeHash(secret, c)),
  );
  await recordEvent(tx, {
    type: "user.recovery_codes.created",
    organizationId: null,
    actorId: userId,
    userId,
    payload: { count: codes.length },
  });
  return codes;
}
