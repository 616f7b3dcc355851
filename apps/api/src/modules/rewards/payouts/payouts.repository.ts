import type { PayoutStatus } from "@bounty/shared";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { organizations, payouts, programs, users } from "../../../db/schema/index.ts";

export type PayoutRow = typeof payouts.$inferSelect;

export async function findPayoutByKey(tx: DbOrTx, userId: string, idempotencyKey: string) {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function insertPayout(tx: DbOrTx, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning();
  return row!;
}

export async function findPayout(db: DbOrTx, id: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(payouts).where(eq(payouts.id, id));
  const [row] = opts.lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function decidePayout(
  tx: DbOrTx,
  id: string,
  values: { status: PayoutStatus; decidedById: string | null; failureReason: string },
): Promise<PayoutRow> {
  const [row] = await tx
    .update(payouts)
    .set({ ...values, decidedAt: sql`now()` })
    .where(eq(payouts.id, id))
    .returning();
  return row!;
}

/** Payouts of one status with their hunters, oldest first (the order they are transferred in). */
export async function listPayouts(
  db: DbOrTx,
  filter: { status: PayoutStatus },
  page: { page: number; perPage: number } | null,
) {
  const where = eq(payouts.status, filter.status);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(payouts).where(where);
  const query = db
    .select({ payout: payouts, user: { id: users.id, username: users.uniqueName, email: users.email } })
    .from(payouts)
    .leftJoin(users, eq(users.id, payouts.userId))
    .where(where)
    .orderBy(filter.status === "pending" ? asc(payouts.createdAt) : desc(payouts.createdAt), asc(payouts.id));
  const rows = page ? await query.offset((page.page - 1) * page.perPage).limit(page.perPage) : await query;
  return { rows, total };
}

export async function findPayoutWithUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ payout: payouts, user: { id: users.id, username: users.uniqueName, email: users.email } })
    .from(payouts)
    .leftJoin(users, eq(users.id, payouts.userId))
    .where(eq(payouts.id, id));
  return row ?? null;
}

/** Programs by id with their organization's name (a deleted program is missing). */
export async function findProgramNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: programs.id,
      slug: programs.slug,
      name: programs.name,
      organizationName: organizations.name,
    })
    .from(programs)
    .innerJoin(organizations, eq(organizations.id, programs.organizationId))
    .where(inArray(programs.id, ids));
}

export async function findPayouts(db: DbOrTx, ids: string[]): Promise<PayoutRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(payouts).where(inArray(payouts.id, ids));
}
