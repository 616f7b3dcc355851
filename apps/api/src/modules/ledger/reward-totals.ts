import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  programs,
  reportRewards,
} from "../../db/schema/index.ts";
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

/**
 * What each report was paid, from the books: its rewards' ledger transactions (keyed
 * `report.reward:{reward id}`), their entries on the hunter's credit, corrections deducted.
 */
// A constant of this module, never input: inlined so PostgreSQL types the concatenation.
const rewardKeyPrefix = sql.raw(`'${TRANSACTION_KINDS.reward}:'`);

export async function reportRewardTotals(
  db: DbOrTx,
  reportIds: readonly string[],
): Promise<Map<string, number>> {
  if (reportIds.length === 0) return new Map();
  const rows = await db
    .select({
      reportId: reportRewards.reportId,
      amount: sql<number>`sum(${ledgerEntries.amount})::bigint`.mapWith(Number),
    })
    .from(reportRewards)
    .innerJoin(
      ledgerTransactions,
      eq(ledgerTransactions.idempotencyKey, sql`${rewardKeyPrefix} || ${reportRewards.id}::text`),
    )
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        inArray(reportRewards.reportId, [...reportIds]),
        inArray(ledgerAccounts.kind, ["hunter_money", "hunter_points"]),
      ),
    )
    .groupBy(reportRewards.reportId);
  return new Map(rows.map((r) => [r.reportId, r.amount]));
}
