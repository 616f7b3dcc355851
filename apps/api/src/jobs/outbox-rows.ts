import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import type { chatDeliveries, notificationMails } from "../db/schema/index.ts";

/** The outbox tables: a row per thing to deliver, handed to a queue once and claimed for a lease. */
type OutboxTable = typeof chatDeliveries | typeof notificationMails;

/**
 * The reads and writes every outbox shares, on its own table: the dispatcher's scan and lock, the
 * queued mark, and a job's claim and release. The tables' columns share their names; the
 * structural type below is what these queries touch of either.
 */
export function outboxRows<T extends OutboxTable>(table: T) {
  // Either table, seen through the columns both have (the queries are the same on both).
  const t = table as unknown as typeof notificationMails;
  type Row = T["$inferSelect"];
  return {
    /** Whether any row waits for the dispatcher: one cheap indexed read before opening a transaction. */
    async hasUnqueued(db: DbOrTx): Promise<boolean> {
      const [row] = await db.select({ id: t.id }).from(t).where(isNull(t.queuedAt)).limit(1);
      return row !== undefined;
    },
    /** Rows not yet handed to the queue, locked for the dispatcher's transaction (others skip them). */
    async lockUnqueued(db: DbOrTx, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: t.id })
        .from(t)
        .where(isNull(t.queuedAt))
        .orderBy(asc(t.createdAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      return rows.map((r) => r.id);
    },
    async markQueued(db: DbOrTx, ids: string[]): Promise<void> {
      await db.update(t).set({ queuedAt: sql`now()` }).where(inArray(t.id, ids));
    },
    /**
     * Takes a pending row for `leaseSeconds`: null when it is already settled (a repeated job does
     * nothing), or while another attempt holds it.
     */
    async claim(db: DbOrTx, id: string, leaseSeconds: number): Promise<Row | null> {
      const [row] = await db
        .update(t)
        .set({
          attempts: sql`${t.attempts} + 1`,
          lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where(
          and(
            eq(t.id, id),
            eq(t.status, "pending"),
            or(isNull(t.lockedUntil), lt(t.lockedUntil, sql`now()`)),
          ),
        )
        .returning();
      return (row as Row | undefined) ?? null;
    },
    /** Gives a claimed row back after a failure another attempt may fix. */
    async release(db: DbOrTx, id: string, lastError: string): Promise<void> {
      await db.update(t).set({ lastError, lockedUntil: null }).where(eq(t.id, id));
    },
  };
}
