import type { PayoutStatus } from "@bounty/shared";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  creditMovements,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  organizations,
  payouts,
  programs,
  users,
} from "../../db/schema/index.ts";

export type PayoutRow = typeof payouts.$inferSelect;

/** Ledger transaction kinds of a payout's life, keyed `{kind}:{payout id}`. */
export const PAYOUT_WITHDRAWAL = "payout.withdrawal";
export const PAYOUT_PAID = "payout.paid";
export const PAYOUT_RETURNED = "payout.returned";

export const payoutKey = (kind: string, payoutId: string) => `${kind}:${payoutId}`;

/** The hunter's money credits (one per program), each with its balance, for a withdrawal to draw on. */
export async function listMoneyCredits(
  tx: DbOrTx,
  userId: string,
): Promise<{ id: string; programId: string | null; balance: number }[]> {
  return tx
    .select({
      id: ledgerAccounts.id,
      programId: ledgerAccounts.programId,
      balance: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "hunter_money")))
    .groupBy(ledgerAccounts.id)
    .orderBy(asc(ledgerAccounts.createdAt));
}

/** The user's payouts or paid_out account, created on first use (the partial unique index settles a race). */
export async function getOrCreateUserAccount(
  tx: DbOrTx,
  userId: string,
  kind: "payouts" | "paid_out",
): Promise<{ id: string }> {
  const find = async () => {
    const [row] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.userId, userId)));
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  await tx
    .insert(ledgerAccounts)
    .values({ kind, userId })
    .onConflictDoNothing({
      target: [ledgerAccounts.kind, ledgerAccounts.userId],
      where: sql`kind in ('payouts', 'paid_out')`,
    });
  return (await find())!;
}

/** What the user has on its way to their bank (the sum of their payouts account). */
export async function sumPendingPayouts(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "payouts")));
  return row?.total ?? 0;
}

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

/** The entries a payout's withdrawal took from the hunter's credits, to give them back. */
export async function withdrawalEntries(tx: DbOrTx, payoutId: string) {
  return tx
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount, kind: ledgerAccounts.kind })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.idempotencyKey, payoutKey(PAYOUT_WITHDRAWAL, payoutId)));
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

/**
 * The user's history: what each ledger transaction did to their credits, newest first, from the
 * movements the ledger's trigger keeps (one index range per page, whatever the history's length). A
 * payout's transfer (payouts → paid_out) does not touch their credits; it shows as the withdrawal's
 * status.
 */
export async function listMovements(db: DbOrTx, userId: string, paging: { page: number; perPage: number }) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(creditMovements)
    .where(eq(creditMovements.userId, userId));
  // The page first (an index range), then its transactions: joined before the limit, PostgreSQL
  // would read every one of the user's transactions.
  const page = db
    .select({
      transactionId: creditMovements.transactionId,
      createdAt: creditMovements.createdAt,
      system: creditMovements.system,
      amount: creditMovements.amount,
      programId: creditMovements.programId,
    })
    .from(creditMovements)
    .where(eq(creditMovements.userId, userId))
    .orderBy(desc(creditMovements.createdAt), desc(creditMovements.transactionId))
    .offset((paging.page - 1) * paging.perPage)
    .limit(paging.perPage)
    .as("page");
  const rows = await db
    .select({
      id: page.transactionId,
      kind: ledgerTransactions.kind,
      key: ledgerTransactions.idempotencyKey,
      createdAt: page.createdAt,
      system: page.system,
      amount: page.amount,
      programId: page.programId,
    })
    .from(page)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, page.transactionId))
    .orderBy(desc(page.createdAt), desc(page.transactionId));
  return { rows, total };
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
