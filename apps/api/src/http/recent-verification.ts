import { RECENT_VERIFICATION_MINUTES } from "@bounty/shared";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { secondFactors, sessions } from "../db/schema/index.ts";
import type { Actor } from "./auth.ts";
import type { AppContext } from "./context.ts";
import { AppError } from "./errors.ts";

// Below every feature, as `credentials.ts` is: the users, rewards, organizations and reports features
// ask it before their most sensitive writes (issue 46), and the security feature sets it.

export const NEEDS_RECENT_VERIFICATION =
  "Confirm it is you: enter your second factor again to do this. It stays confirmed for a few minutes.";

/**
 * The most sensitive actions (paying out, payment details, API keys, the admin role, deleting the
 * account, exporting an organization's reports, changing factors) want the second factor proven in
 * this session within the last few minutes. An account without a factor has nothing to prove (staff
 * are refused elsewhere until they add one); an API key was made after such a proof and stands for it.
 */
export async function requireRecentVerification(ctx: AppContext, actor: Actor, db: DbOrTx = ctx.database.db) {
  if (actor.via !== "session" || !actor.sessionId) return;
  if (!(await holdsSecondFactor(db, actor.userId))) return;
  const [row] = await db
    .select({
      recent: sql<boolean>`coalesce(${sessions.factorVerifiedAt} > now() - make_interval(mins => ${RECENT_VERIFICATION_MINUTES}), false)`,
    })
    .from(sessions)
    .where(eq(sessions.id, actor.sessionId));
  if (!row?.recent) throw new AppError("recent_verification_required", NEEDS_RECENT_VERIFICATION);
}

/** Whether the person has a confirmed second factor (a passkey, or an authenticator app past its first code). */
export async function holdsSecondFactor(db: DbOrTx, userId: string): Promise<boolean> {
  const [factor] = await db
    .select({ id: secondFactors.id })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)))
    .limit(1);
  return factor !== undefined;
}

/** Marks this session's second factor as just proven (a sign-in with it, a step-up, a first factor added). */
export async function markVerified(db: DbOrTx, sessionId: string | null): Promise<void> {
  if (sessionId)
    await db.update(sessions).set({ factorVerifiedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/**
 * Whether this session itself proved a second factor at some point (a sign-in with it, a recent
 * verification, the factor added in it). A session made by an e-mail link alone before the account
 * had a factor has not: staff tools ask it to prove one first.
 */
export async function sessionProvedFactor(db: DbOrTx, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  const [row] = await db
    .select({ at: sessions.factorVerifiedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return !!row?.at;
}

export const NEEDS_RECENT_SIGN_IN =
  "For your safety, sign in again to add your first second factor: this sign-in is more than ten minutes old.";

/**
 * Who may add a factor: with one already, whoever proves it again; with none, a sign-in of the last
 * few minutes. Otherwise a stolen session could add its own factor and lock its owner out.
 */
export async function requireMayAddFactor(ctx: AppContext, actor: Actor, hasFactor: boolean) {
  if (hasFactor) return requireRecentVerification(ctx, actor);
  if (!actor.sessionId) return;
  const [row] = await ctx.database.db
    .select({
      fresh: sql<boolean>`${sessions.createdAt} > now() - make_interval(mins => ${RECENT_VERIFICATION_MINUTES})`,
    })
    .from(sessions)
    .where(eq(sessions.id, actor.sessionId));
  if (!row?.fresh) throw new AppError("recent_sign_in_required", NEEDS_RECENT_SIGN_IN);
}
