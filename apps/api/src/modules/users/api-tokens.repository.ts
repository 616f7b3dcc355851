import { and, asc, count, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { apiTokens } from "../../db/schema/index.ts";

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function listApiTokens(db: DbOrTx, userId: string): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
}

export async function countApiTokens(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.n ?? 0;
}

export async function createApiToken(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; lastFour: string },
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

/** Deletes one of the user's keys; null when the user has no key with that id. */
export async function deleteApiToken(
  db: DbOrTx,
  userId: string,
  tokenId: string,
): Promise<ApiTokenRow | null> {
  const [row] = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .returning();
  return row ?? null;
}
