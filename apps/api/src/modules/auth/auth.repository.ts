import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { identities, loginRequests, refreshTokens, sessions } from "../../db/schema/index.ts";
import { hashToken } from "../../http/tokens.ts";
import { noticeNewBrowser } from "../security/index.ts";

export type LoginRequestRow = typeof loginRequests.$inferSelect;
export type NewLoginRequest = typeof loginRequests.$inferInsert;

export async function createLoginRequest(db: DbOrTx, values: NewLoginRequest): Promise<LoginRequestRow> {
  const [row] = await db.insert(loginRequests).values(values).returning();
  return row!;
}

export async function findLoginRequestByState(db: DbOrTx, state: string): Promise<LoginRequestRow | null> {
  const [row] = await db.select().from(loginRequests).where(eq(loginRequests.state, state));
  return row ?? null;
}

export async function findLoginRequest(db: DbOrTx, id: string): Promise<LoginRequestRow | null> {
  const [row] = await db.select().from(loginRequests).where(eq(loginRequests.id, id));
  return row ?? null;
}

/** Moves a request from one status to the next; false when another call got there first. */
export async function transitionLoginRequest(
  db: DbOrTx,
  id: string,
  from: LoginRequestRow["status"],
  values: Partial<NewLoginRequest> & { status: LoginRequestRow["status"] },
): Promise<boolean> {
  const rows = await db
    .update(loginRequests)
    .set(values)
    .where(and(eq(loginRequests.id, id), eq(loginRequests.status, from)))
    .returning({ id: loginRequests.id });
  return rows.length === 1;
}

export async function findIdentity(db: DbOrTx, provider: "email" | "github" | "google", subject: string) {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
  return row ?? null;
}

export async function createIdentity(db: DbOrTx, values: typeof identities.$inferInsert): Promise<void> {
  await db.insert(identities).values(values);
}

/** What a session records of its sign-in: how, with which second factor, and from which browser. */
export type SessionFacts = Pick<
  typeof sessions.$inferInsert,
  "method" | "secondFactor" | "userAgent" | "ip" | "factorVerifiedAt"
>;

export async function createSession(db: DbOrTx, userId: string, facts: SessionFacts = {}): Promise<string> {
  const values = { userId, ...facts, userAgent: facts.userAgent?.slice(0, 512) ?? null };
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

/** A sign-in's session, and the mail its person gets when it comes from a browser not seen before. */
export async function createSignInSession(db: DbOrTx, userId: string, facts: SessionFacts): Promise<string> {
  const id = await createSession(db, userId, facts);
  await noticeNewBrowser(db, {
    id,
    userId,
    userAgent: facts.userAgent ?? null,
    ip: facts.ip ?? null,
    method: facts.method ?? null,
  });
  return id;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function createRefreshToken(db: DbOrTx, sessionId: string, token: string, expiresAt: Date) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(token), expiresAt });
}

export async function findRefreshToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      userId: sessions.userId,
      sessionRevokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row ?? null;
}

/**
 * The usual refresh in one statement, atomic on its own: a live token of a live session is marked
 * rotated and its successor stored. Null when the token is unknown, expired, already rotated or its
 * session revoked: the caller then takes the careful path, which tells those apart. A concurrent use
 * of the same token waits for this one's row lock and then finds it rotated.
 */
export async function rotateLiveRefreshToken(
  db: DbOrTx,
  token: string,
  next: { token: string; expiresAt: Date },
  now: Date,
): Promise<{ sessionId: string; userId: string } | null> {
  const { rows } = await db.execute<{ session_id: string; user_id: string }>(sql`
    with used as (
      update ${refreshTokens} set rotated_at = ${now.toISOString()}::timestamptz
      from ${sessions}
      where ${refreshTokens.tokenHash} = ${hashToken(token)} and ${refreshTokens.rotatedAt} is null
        and ${refreshTokens.expiresAt} >= ${now.toISOString()}::timestamptz
        and ${sessions.id} = ${refreshTokens.sessionId} and ${sessions.revokedAt} is null
      returning ${refreshTokens.sessionId} as session_id, ${sessions.userId} as user_id),
    issued as (
      insert into ${refreshTokens} (session_id, token_hash, expires_at)
      select session_id, ${hashToken(next.token)}, ${next.expiresAt.toISOString()}::timestamptz from used
      returning session_id),
    touched as (
      update ${sessions} set last_used_at = ${now.toISOString()}::timestamptz
      where ${sessions.id} in (select session_id from used))
    select used.session_id, used.user_id from used join issued using (session_id)`);
  const [row] = rows;
  return row ? { sessionId: row.session_id, userId: row.user_id } : null;
}

/** Marks a refresh token used; false when it was already rotated (a concurrent or replayed use). */
export async function markRefreshTokenRotated(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}
