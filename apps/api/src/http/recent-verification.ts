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
  const [factor] = await db
    .select({ id: secondFactors.id })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, actor.userId), isNotNull(secondFactors.confirmedAt)))
    .limit(1);
  if (!factor) return;
  const [row] = await db
    .select({
      recent: sql<boolean>`coalesce(${sessions.factorVerifiedAt} > now() - make_interval(mins => ${RECENT_VERIFICATION_MINUTES}), false)`,
    })
    .from(sessions)
    .where(eq(sessions.id, actor.sessionId));
  if (!row?.recent) throw new AppError("recent_verification_required", NEEDS_RECENT_VERIFICATION);
}

/** Marks this session's second factor as just proven (a sign-in with it, a step-up, a first factor added). */
export async function markVerified(db: DbOrTx, sessionId: string | null): Promise<void> {
  if (sessionId)
    await db.update(sessions).set({ factorVerifiedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}
