import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from "../../db/schema/index.ts";

/** Ledger transaction kinds. Each transaction's idempotency key starts with its kind. */
export const TRANSACTION_KINDS = {
  /** Organization funding into or out of a program's budget. */
  budget: "program.budget",
  /** A reward or its correction: budget (or points) to the hunter's credit. */
  reward: "report.reward",
  /** A hunter's withdrawal: credits to their payouts account. */
  payoutWithdrawal: "payout.withdrawal",
  /** Staff transferred a payout: payouts to paid_out. */
  payoutPaid: "payout.paid",
  /** Staff returned a payout: payouts back to the credits it came from. */
  payoutReturned: "payout.returned",
  /** A retest's fee, held: budget to retest_held. */
  retestHeld: "retest.held",
  /** The answered retest's fee: retest_held to the hunter's credit. */
  retestPaid: "retest.paid",
  /** An unanswered retest's fee, back: retest_held to the budget. */
  retestReleased: "retest.released",
} as const;

/** The idempotency key of a payout's transaction of `kind`: `{kind}:{payout id}`. */
export const payoutKey = (kind: string, payoutId: string) => `${kind}:${payoutId}`;

/**
 * One ledger transaction and its entries, the only way entries are written. The entries must sum to
 * zero (checked here, and by the database at commit); the idempotency key is unique, so a repeat
 * fails instead of paying twice.
 */
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

/** Keys of earlier transactions starting with this prefix (the same client key, any amount). */
export async function listTransactionKeysWithPrefix(tx: DbOrTx, prefix: string): Promise<string[]> {
  const rows = await tx
    .select({ key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(sql`starts_with(${ledgerTransactions.idempotencyKey}, ${prefix})`);
  return rows.map((r) => r.key);
}

/** The entries of the transaction with this key, with their accounts' kinds (to write its reverse). */
export async function entriesOfTransaction(tx: DbOrTx, idempotencyKey: string) {
  return tx
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount, kind: ledgerAccounts.kind })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
}
