import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { apiTokens, sessions } from "../db/schema/index.ts";
import { hashToken } from "./tokens.ts";

// What `findActor` (auth.ts) reads to know the caller: below every feature, as every route asks it.

// Every signed-in request asks this first.
const activeSession = prepared("session_active", (db) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        eq(sessions.userId, sql.placeholder("userId")),
        isNull(sessions.revokedAt),
      ),
    ),
);

export async function isSessionActive(db: DbOrTx, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await activeSession(db).execute({ sessionId, userId });
  return !!row;
}

/** The user owning an API key. Its last-use time is kept to the minute, so most calls only read. */
const apiKeyByHash = prepared("api_key_by_hash", (db) =>
  db
    .select({ id: apiTokens.id, userId: apiTokens.userId, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, sql.placeholder("hash"))),
);

export async function findApiKeyOwner(
  db: DbOrTx,
  token: string,
): Promise<{ userId: string; keyId: string } | null> {
  const [row] = await apiKeyByHash(db).execute({ hash: hashToken(token) });
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(apiTokens).set({ lastUsedAt: sql`now()` }).where(eq(apiTokens.id, row.id));
  }
  return { userId: row.userId, keyId: row.id };
}
