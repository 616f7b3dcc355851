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
