import { sql } from "drizzle-orm";
import { bigint, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { now } from "./columns.ts";
import { users } from "./users.ts";

/**
 * hunter_money and hunter_points: a hunter's credit on one program (their balance is the sum over
 * programs); program_budget: a bounty program's budget; program_points: the points a program has
 * given (below zero by design); funding: an organization's money outside the platform (below zero
 * by design); payouts: a hunter's money on its way to their bank; paid_out: what was transferred to
 * them (it has left the platform); retest_held: a program's retest fees held from its budget until
 * each retest is answered (paid) or ends unanswered (released).
 */
export type LedgerAccountKind =
  | "hunter_money"
  | "hunter_points"
  | "program_budget"
  | "program_points"
  | "payouts"
  | "paid_out"
  | "funding"
  | "retest_held";

/** Accounts of the double-entry ledger; balances are sums of their entries. */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<LedgerAccountKind>().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "restrict" }),
    // No foreign keys: entries are never deleted, so a deleted program or organization keeps its books.
    organizationId: uuid(),
    programId: uuid(),
    createdAt: now(),
  },
  (t) => [
    index("ledger_accounts_user_idx").on(t.userId),
    uniqueIndex("ledger_accounts_program_budget_idx").on(t.programId).where(sql`kind = 'program_budget'`),
    uniqueIndex("ledger_accounts_org_funding_idx").on(t.organizationId).where(sql`kind = 'funding'`),
    uniqueIndex("ledger_accounts_program_points_idx").on(t.programId).where(sql`kind = 'program_points'`),
    uniqueIndex("ledger_accounts_retest_held_idx").on(t.programId).where(sql`kind = 'retest_held'`),
    uniqueIndex("ledger_accounts_hunter_credit_idx")
      .on(t.kind, t.userId, t.programId)
      .where(sql`kind in ('hunter_money', 'hunter_points') and program_id is not null`),
    uniqueIndex("ledger_accounts_user_payouts_idx")
      .on(t.kind, t.userId)
      .where(sql`kind in ('payouts', 'paid_out')`),
  ],
);

export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: uuid().primaryKey().defaultRandom(),
    idempotencyKey: text().notNull(),
    kind: text().notNull(),
    createdAt: now(),
  },
  (t) => [uniqueIndex("ledger_transactions_key_idx").on(t.idempotencyKey)],
);

/** Never updated or deleted; each transaction's entries sum to zero. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    transactionId: uuid()
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint({ mode: "number" }).notNull(),
    createdAt: now(),
  },
  // By transaction: the deferred balance check sums each new transaction's entries, which without
  // this index read the whole ledger for every money write.
  (t) => [
    index("ledger_entries_account_idx").on(t.accountId),
    index("ledger_entries_transaction_idx").on(t.transactionId),
  ],
);

/**
 * What each ledger transaction did to a user's credits (one row per transaction, user and credit
 * system): the hunter's history, read a page at a time. Written by a trigger on ledger_entries
 * (migration 0017), so it can never disagree with the ledger; a derived view, not part of the books.
 */
export const creditMovements = pgTable(
  "credit_movements",
  {
    transactionId: uuid()
      .notNull()
      .references(() => ledgerTransactions.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    system: text().$type<"money" | "point">().notNull(),
    amount: bigint({ mode: "number" }).notNull(),
    /** The program of the credit; the smallest id when one transaction moved several credits. */
    programId: uuid(),
    createdAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.userId, t.system] }),
    index("credit_movements_user_created_idx").on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.transactionId.desc().nullsFirst(),
    ),
  ],
);
