import type { AccountSession } from "@bounty/shared";
import Bowser from "bowser";
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { notFound } from "../../http/errors.ts";
import { requireRecentVerification } from "../../http/recent-verification.ts";
import { getAuthorizedUser } from "../users/index.ts";

/** How many live sign-ins the list shows: the newest; older ones still end with "everywhere else". */
const LISTED = 50;

/** Browser and system as a person names them ("Chrome 156", "macOS"), from the stored user agent. */
export function describeAgent(agent: string | null): { browser: string | null; system: string | null } {
  if (!agent) return { browser: null, system: null };
  const parsed = Bowser.parse(agent.slice(0, 512));
  const major = parsed.browser.version?.split(".")[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(" ") : null;
  return { browser, system: parsed.os.name ?? null };
}

/** The person's live sign-ins, the one asking first, then by last use. */
export async function listSessions(ctx: AppContext, actor: Actor, id: string): Promise<AccountSession[]> {
  const user = await getAuthorizedUser(ctx.database.db, actor, id, "manageSecurity");
  const rows = await ctx.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
    .orderBy(desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`))
    .limit(LISTED);
  const listed = rows.map((row) => ({
    id: row.id,
    current: row.id === actor.sessionId,
    method: row.method,
    secondFactor: row.secondFactor,
    ...describeAgent(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
  }));
  return listed.sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the person's sign-ins: its refresh token and its access tokens stop at once. */
export async function endSession(
  ctx: AppContext,
  actor: Actor,
  id: string,
  sessionId: string,
): Promise<void> {
  const user = await getAuthorizedUser(ctx.database.db, actor, id, "manageSecurity");
  const ended = await ctx.database.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound("Session");
}

/** Ends every sign-in but the caller's own; how many ended. */
export async function endOtherSessions(ctx: AppContext, actor: Actor, id: string): Promise<number> {
  const user = await getAuthorizedUser(ctx.database.db, actor, id, "manageSecurity");
  // An intruder must not end the owner's sessions in one go without the factor.
  await requireRecentVerification(ctx, actor);
  return endSessionsOf(ctx.database.db, user.id, actor.sessionId);
}

export async function endSessionsOf(db: DbOrTx, userId: string, keep: string | null): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
