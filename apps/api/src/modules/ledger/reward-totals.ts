import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { ledgerAccounts, ledgerEntries, ledgerTransactions, programs } from "../../db/schema/index.ts";
import { TRANSACTION_KINDS } from "./transactions.repository.ts";

const creditedTo = (kind: "hunter_money" | "hunter_points") =>
  sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = ${kind}), 0)::bigint`.mapWith(
    Number,
  );

/**
 * What an organization's programs rewarded over [start, end), from the books: the reward transactions'
 * entries on the hunters' credit accounts (corrections below zero), yen and points apart. `programIds`
 * narrows it to those programs (a manager's statistics); null is every program.
 */
export async function rewardTotalsOf(
  db: DbOrTx,
  q: { organizationId: string; programIds: readonly string[] | null; start: Date; end: Date },
): Promise<{ money: number; point: number }> {
  if (q.programIds?.length === 0) return { money: 0, point: 0 };
  const [row] = await db
    .select({ money: creditedTo("hunter_money"), point: creditedTo("hunter_points") })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(programs, eq(programs.id, ledgerAccounts.programId))
    .where(
      and(
        eq(ledgerTransactions.kind, TRANSACTION_KINDS.reward),
        inArray(ledgerAccounts.kind, ["hunter_money", "hunter_points"]),
        eq(programs.organizationId, q.organizationId),
        q.programIds ? inArray(programs.id, [...q.programIds]) : undefined,
        gte(ledgerTransactions.createdAt, q.start),
        lt(ledgerTransactions.createdAt, q.end),
      ),
    );
  return row ?? { money: 0, point: 0 };
}
