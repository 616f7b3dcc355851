import type { ProgramBalance } from "@bounty/shared";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from "../../db/schema/index.ts";

/** Ledger transaction kinds that set a program's budget (organization funding in or out). */
export const BUDGET_TRANSACTION_KIND = "program.budget";

/**
 * A program's budget and what was spent, as sums of its budget account's entries: the budget is
 * what funding put in (net), spent is what every other transaction (rewards) took out.
 */
export async function readProgramBalance(db: DbOrTx, programId: string): Promise<ProgramBalance> {
  const [row] = await db
    .select({
      budget:
        sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} = ${BUDGET_TRANSACTION_KIND}), 0)::bigint`.mapWith(
          Number,
        ),
      spent:
        sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} <> ${BUDGET_TRANSACTION_KIND}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerAccounts.programId, programId), eq(ledgerAccounts.kind, "program_budget")));
  return { budget: row?.budget ?? 0, budgetSpent: row?.spent ?? 0 };
}

type AccountKey = { kind: "program_budget"; programId: string } | { kind: "funding"; organizationId: string };

const accountFilter = (key: AccountKey) =>
  key.kind === "program_budget"
    ? and(eq(ledgerAccounts.kind, "program_budget"), eq(ledgerAccounts.programId, key.programId))
    : and(eq(ledgerAccounts.kind, "funding"), eq(ledgerAccounts.organizationId, key.organizationId));

/**
 * The program's budget account or the organization's funding account, created on first use. A
 * concurrent first use is settled by the unique partial index: insert or nothing, then read.
 */
export async function getOrCreateAccount(tx: DbOrTx, key: AccountKey, opts: { lock?: boolean } = {}) {
  const find = async () => {
    const query = tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(accountFilter(key));
    const [row] = opts.lock ? await query.for("update") : await query;
    return row;
  };
  // Found on every use but the first: one statement instead of an insert and a read.
  const existing = await find();
  if (existing) return existing;
  await tx
    .insert(ledgerAccounts)
    .values(
      key.kind === "program_budget"
        ? { kind: key.kind, programId: key.programId }
        : { kind: key.kind, organizationId: key.organizationId },
    )
    .onConflictDoNothing({
      target: key.kind === "program_budget" ? ledgerAccounts.programId : ledgerAccounts.organizationId,
      where: sql`kind = ${sql.raw(`'${key.kind}'`)}`,
    });
  return (await find())!;
}

/** Keys of earlier budget writes starting with this prefix (the same client key, any amount). */
export async function listTransactionKeysWithPrefix(tx: DbOrTx, prefix: string): Promise<string[]> {
  const rows = await tx
    .select({ key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(sql`starts_with(${ledgerTransactions.idempotencyKey}, ${prefix})`);
  return rows.map((r) => r.key);
}

/** One ledger transaction and its entries; the entries must sum to zero (checked before writing). */
export async function writeTransaction(
  tx: DbOrTx,
  t: {
    kind: string;
    idempotencyKey: string;
    entries: { accountId: string; amount: number }[];
    /** Demo data only: a moment in the past (the ledger's history reads by it). */
    createdAt?: Date;
  },
): Promise<void> {
  if (t.entries.reduce((sum, e) => sum + e.amount, 0) !== 0) {
    throw new Error("ledger entries must sum to zero");
  }
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ kind: t.kind, idempotencyKey: t.idempotencyKey, createdAt: t.createdAt })
    .returning({ id: ledgerTransactions.id });
  if (t.entries.length > 0) {
    await tx
      .insert(ledgerEntries)
      .values(t.entries.map((e) => ({ ...e, transactionId: row!.id, createdAt: t.createdAt })));
  }
}
