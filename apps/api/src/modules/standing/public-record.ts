import {
  DISCLOSABLE_STATES,
  type HunterRecord,
  ORIGINAL_CLOSED_STATES,
  REPORT_STATE_GROUPS,
  YEN_PER_POINT,
} from "@bounty/shared";
import { and, type Column, count, eq, inArray, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { disclosures, programs, reportRewards, reports } from "../../db/schema/index.ts";

/**
 * Programs whose details everyone reads (public visibility, activated, not stopped). The public
 * side (disclosures, activity, leaderboard, hunters' records) counts these alone, so nothing there
 * shows that a hunter takes part in a private program.
 */
export const detailsPublicToEveryone = (): SQL =>
  and(eq(programs.visibility, "public"), eq(programs.activated, true), ne(programs.status, "stopped"))!;

/**
 * The disclosure rule's SQL form (issue 44; its pure form is `isDisclosableState`): a disclosure is
 * public only once published and only while its report is in a closed state. Every public reader of
 * disclosures (the lists, both Atom feeds, one disclosure, program and profile activity) filters
 * with it; reopening a report withdraws its disclosure besides (decisions.md "Disclosure").
 */
export const disclosureIsPublic = (): SQL => {
  const disclosed = alias(reports, "disclosed_report");
  return and(
    isNotNull(disclosures.publishedAt),
    sql`exists (select 1 from ${reports} as ${sql.identifier("disclosed_report")} where ${disclosed.id} = ${disclosures.reportId} and ${reportMayBeDisclosed(disclosed)})`,
  )!;
};

/**
 * The rule on one report row (`disclosureRefusal`'s SQL form): closed, and a duplicate only while its
 * original is closed and not a duplicate itself.
 */
export const reportMayBeDisclosed = (report: { state: Column; duplicateOfId: Column }): SQL => {
  const original = alias(reports, "original_report");
  return and(
    inArray(report.state, [...DISCLOSABLE_STATES]),
    or(
      ne(report.state, "duplicate"),
      sql`exists (select 1 from ${reports} as ${sql.identifier("original_report")} where ${original.id} = ${report.duplicateOfId} and ${inArray(original.state, [...ORIGINAL_CLOSED_STATES])})`,
    ),
  )!;
};

/** The accepted states (spec 2 §2's "Accepted" group): the hall of fame and the leaderboard count these. */
export const ACCEPTED_STATES = [...REPORT_STATE_GROUPS.accepted];

/**
 * Leaderboard points of a sum of rewards: 1 per YEN_PER_POINT yen (rounded down), points 1:1.
 * `money` and `point` are the SQL sums of each system's amounts.
 */
export const pointsOf = (money: SQL, point: SQL): SQL<number> =>
  sql<number>`(floor(${money} / ${YEN_PER_POINT}) + ${point})::int`;
/**
 * The public sums of rewards (their `programs` joined): a program that hides its disclosed amounts
 * keeps them out of every public figure, or a visitor would read the amount back from a hunter's
 * points (issue 44; decisions.md "Disclosure").
 */
export const moneySum = sql`coalesce(sum(${reportRewards.amount}) filter (where ${reportRewards.system} = 'money' and not ${programs.hideDisclosedAmounts}), 0)`;
export const pointSum = sql`coalesce(sum(${reportRewards.amount}) filter (where ${reportRewards.system} = 'point' and not ${programs.hideDisclosedAmounts}), 0)`;
const anySum = sql`coalesce(sum(${reportRewards.amount}), 0)`;

const ZERO: HunterRecord = { points: 0, submittedCount: 0, rewardedCount: 0 };

/**
 * Hunters' public records: reports sent to public programs, those of them rewarded (paid more than
 * nothing, corrections deducted), and the points their rewards there earn (not those of programs
 * that hide their amounts).
 */
export async function hunterRecordsOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, HunterRecord>> {
  const records = new Map<string, HunterRecord>(userIds.map((id) => [id, { ...ZERO }]));
  if (userIds.length === 0) return records;
  const sent = await db
    .select({ userId: reports.senderId, n: count() })
    .from(reports)
    .innerJoin(programs, eq(programs.id, reports.programId))
    .where(and(inArray(reports.senderId, [...userIds]), detailsPublicToEveryone()))
    .groupBy(reports.senderId);
  for (const row of sent) if (row.userId) records.get(row.userId)!.submittedCount = row.n;
  const perReport = db
    .select({
      hunterId: reportRewards.hunterId,
      money: sql<number>`${moneySum}`.as("money"),
      point: sql<number>`${pointSum}`.as("point"),
      paid: sql<number>`${anySum}`.as("paid"),
    })
    .from(reportRewards)
    .innerJoin(programs, eq(programs.id, reportRewards.programId))
    .where(and(inArray(reportRewards.hunterId, [...userIds]), detailsPublicToEveryone()))
    .groupBy(reportRewards.hunterId, reportRewards.reportId)
    .as("per_report");
  const paid = await db
    .select({
      hunterId: perReport.hunterId,
      rewarded: sql<number>`count(*) filter (where ${perReport.paid} > 0)::int`,
      points: pointsOf(sql`sum(${perReport.money})`, sql`sum(${perReport.point})`),
    })
    .from(perReport)
    .groupBy(perReport.hunterId);
  for (const row of paid) {
    if (!row.hunterId) continue;
    const record = records.get(row.hunterId)!;
    record.rewardedCount = Number(row.rewarded);
    record.points = Math.max(0, Number(row.points));
  }
  return records;
}
