import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { rateLimitWindows } from "../db/schema/index.ts";
import { AppError } from "./errors.ts";

/**
 * Fixed-window counters in the database (docs/decisions.md, "Shared limits"): every instance counts
 * against one row per key, so N instances enforce the limit one would, and a restart keeps the counts.
 * Time is the database's, so instances whose clocks differ still agree on a window.
 */
export class RateLimiter {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Counts one hit on `key`; throws 429 once `limit` hits fall inside `windowMs`. The row holds a
   * hash of the key: a fixed size whatever a client sent (an address from X-Forwarded-For has no
   * length limit), and no address or IP stored in the clear.
   */
  async hit(key: string, limit: number, windowMs: number, message: string): Promise<void> {
    const { count, retryAfter } = await countHit(this.db, rateLimitKey(key), windowMs);
    if (count > limit) throw new AppError("rate_limited", message, { "retry-after": String(retryAfter) });
  }

  /** Forgets a key's count: a right answer ends the wrong ones' window (second-factor codes). */
  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, rateLimitKey(key)));
  }
}

/** How a key is stored: its SHA-256, 43 characters whatever was sent. */
export const rateLimitKey = (key: string): string => createHash("sha256").update(key).digest("base64url");

/**
 * One statement, so two instances hitting the same key at once are serialized by its row lock: the
 * window restarts when it has passed, else its count rises by one.
 */
async function countHit(
  db: DbOrTx,
  key: string,
  windowMs: number,
): Promise<{ count: number; retryAfter: number }> {
  const window = sql`(now() + ${windowMs} * interval '1 millisecond')`;
  const rows = await db
    .insert(rateLimitWindows)
    .values({ key, count: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        count: sql`case when ${rateLimitWindows.resetAt} <= now() then 1 else ${rateLimitWindows.count} + 1 end`,
        resetAt: sql`case when ${rateLimitWindows.resetAt} <= now() then ${window} else ${rateLimitWindows.resetAt} end`,
      },
    })
    .returning({
      count: rateLimitWindows.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitWindows.resetAt} - now())))::int`,
    });
  const row = rows[0]!;
  return { count: row.count, retryAfter: Number(row.retryAfter) };
}

/** Drops windows that have passed (the worker's hourly sweep); returns how many. */
export async function sweepRateLimits(db: DbOrTx): Promise<number> {
  const gone = await db.delete(rateLimitWindows).where(lt(rateLimitWindows.resetAt, sql`now()`));
  return gone.rowCount ?? 0;
}
