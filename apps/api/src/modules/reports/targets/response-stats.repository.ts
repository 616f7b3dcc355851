import type { DateRangeValue, ResponseTarget, ResponseTime, StatsDay } from "@bounty/shared";
import { RESPONSE_TARGETS } from "@bounty/shared";
import { and, eq, gte, inArray, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  programs,
  reportRewards,
  reports,
} from "../../../db/schema/index.ts";
import { dueOf } from "./response-clock.ts";

/** Whose figures: one organization's programs, all of them (null) or these. */
export interface StatsScope {
  organizationId: string;
  programIds: readonly string[] | null;
}

export interface StatsQuery extends StatsScope {
  range: DateRangeValue;
  timeZone: string;
  now: Date;
}

const milestoneOf: Record<ResponseTarget, SQLWrapper> = {
  firstResponse: reports.firstResponseAt,
  triage: reports.triagedAt,
  reward: reports.rewardedAt,
  resolution: reports.closedAt,
};

const reportsOf = (q: StatsScope): SQL =>
  and(
    eq(reports.organizationId, q.organizationId),
    q.programIds ? inArray(reports.programId, [...q.programIds]) : undefined,
  )!;

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Reports sent over the range: how many, by state group and severity, and for each clock of the
 * response targets the reports that reached it, the median and 90th percentile of the time it took
 * (seconds from submission), and the reports that met or missed its target. A target that applies
 * and is not reached yet counts as missed once it falls due.
 */
export async function reportFigures(db: DbOrTx, q: StatsQuery) {
  const due = dueOf(programs);
  const now = instant(q.now);
  const clock = (name: ResponseTarget) => {
    const at = milestoneOf[name];
    const applies =
      name === "reward"
        ? sql`${due.reward} is not null and (${at} is not null or ${reports.state} in ('unresolved', 'resolved'))`
        : sql`${due[name]} is not null`;
    const seconds = sql`extract(epoch from ${at} - ${reports.createdAt})`;
    return [
      sql`count(${at})`,
      sql`percentile_cont(0.5) within group (order by ${seconds})`,
      sql`percentile_cont(0.9) within group (order by ${seconds})`,
      sql`count(*) filter (where ${applies} and ${at} <= ${due[name]})`,
      sql`count(*) filter (where ${applies} and coalesce(${at}, ${now}) > ${due[name]})`,
    ];
  };
  const columns = [
    sql`count(*)`,
    sql`count(*) filter (where ${reports.state} in ('new', 'checked'))`,
    sql`count(*) filter (where ${reports.state} in ('unresolved', 'resolved', 'informational'))`,
    sql`count(*) filter (where ${reports.state} in ('out_of_scope', 'not_applicable', 'not_reproducible', 'duplicate'))`,
    ...(["critical", "high", "medium", "low"] as const).map(
      (level) => sql`count(*) filter (where ${reports.severity} = ${level})`,
    ),
    ...RESPONSE_TARGETS.flatMap((name) => clock(name)),
  ];
  const result = await db.execute(sql`
    select ${sql.join(
      columns.map((column, i) => sql`${column} as ${sql.raw(`c${i}`)}`),
      sql`, `,
    )}
    from ${reports} join ${programs} on ${programs.id} = ${reports.programId}
    where ${reportsOf(q)} and ${reports.createdAt} >= ${instant(q.range.start)}
      and ${reports.createdAt} < ${instant(q.range.end)}`);
  const row = (result.rows[0] ?? {}) as Record<string, unknown>;
  const values = columns.map((_, i) => row[`c${i}`]);
  const [received, open, accepted, rejected, critical, high, medium, low] = values.slice(0, 8).map(num);
  const times = Object.fromEntries(
    RESPONSE_TARGETS.map((name, i) => {
      const [reached, median, p90, met, missed] = values.slice(8 + i * 5, 13 + i * 5);
      const time: ResponseTime = {
        reached: num(reached),
        median: numOrNull(median),
        p90: numOrNull(p90),
        met: num(met),
        missed: num(missed),
      };
      return [name, time];
    }),
  ) as Record<ResponseTarget, ResponseTime>;
  return {
    reportsReceived: received!,
    byState: { open: open!, accepted: accepted!, rejected: rejected! },
    bySeverity: {
      critical: critical!,
      high: high!,
      medium: medium!,
      low: low!,
      none: received! - critical! - high! - medium! - low!,
    },
    times,
  };
}

// A constant of the ledger, never input: inlined so PostgreSQL types the concatenation.
const rewardKey = sql`'report.reward:' || ${reportRewards.id}::text`;

/**
 * The rewards' ledger entries on hunters' credits (corrections below zero) over the range: a reward
 * row and its ledger transaction are written in one transaction, so they share their moment.
 */
const rewardEntries = (q: StatsQuery) => sql`
  from ${reportRewards}
  join ${ledgerTransactions} on ${ledgerTransactions.idempotencyKey} = ${rewardKey}
  join ${ledgerEntries} on ${ledgerEntries.transactionId} = ${ledgerTransactions.id}
  join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
  where ${and(
    eq(reportRewards.organizationId, q.organizationId),
    q.programIds ? inArray(reportRewards.programId, [...q.programIds]) : undefined,
    gte(reportRewards.createdAt, q.range.start),
    lt(reportRewards.createdAt, q.range.end),
  )}
    and ${ledgerAccounts.kind} in ('hunter_money', 'hunter_points')`;

/** What was rewarded over the range, from the books, and how many reports it rewarded (net above zero). */
export async function rewardFigures(db: DbOrTx, q: StatsQuery) {
  const result = await db.execute(sql`
    select coalesce(sum(amount) filter (where kind = 'hunter_money'), 0) as money,
      coalesce(sum(amount) filter (where kind = 'hunter_points'), 0) as point,
      count(*) filter (where amount > 0) as rewarded
    from (
      select ${reportRewards.reportId} as report_id, ${ledgerAccounts.kind} as kind,
        sum(${ledgerEntries.amount}) as amount
      ${rewardEntries(q)}
      group by 1, 2
    ) per_report`);
  const row = (result.rows[0] ?? {}) as Record<string, unknown>;
  return {
    rewardsAmount: { money: num(row.money), point: num(row.point) },
    reportsRewarded: num(row.rewarded),
  };
}

/** Every day of the range in the caller's time zone: reports sent by state group and severity, rewards. */
export async function dailyFigures(db: DbOrTx, q: StatsQuery): Promise<StatsDay[]> {
  const zone = sql`${q.timeZone}::text`;
  const local = (column: SQLWrapper) => sql`((${column}) at time zone ${zone})::date`;
  const result = await db.execute(sql`
    with days as (
      select d::date as day from generate_series(
        ${local(instant(q.range.start))}::timestamp,
        ${local(sql`${instant(q.range.end)} - interval '1 microsecond'`)}::timestamp,
        interval '1 day') d
    ), sent as (
      select ${local(reports.createdAt)} as day,
        count(*) filter (where ${reports.state} in ('new', 'checked')) as open,
        count(*) filter (where ${reports.state} in ('unresolved', 'resolved', 'informational')) as accepted,
        count(*) filter (where ${reports.state} in ('out_of_scope', 'not_applicable', 'not_reproducible', 'duplicate')) as rejected,
        count(*) filter (where ${reports.severity} = 'critical') as critical,
        count(*) filter (where ${reports.severity} = 'high') as high,
        count(*) filter (where ${reports.severity} = 'medium') as medium,
        count(*) filter (where ${reports.severity} = 'low') as low,
        count(*) filter (where ${reports.severity} is null or ${reports.severity} not in ('critical', 'high', 'medium', 'low')) as none
      from ${reports}
      where ${reportsOf(q)} and ${reports.createdAt} >= ${instant(q.range.start)}
        and ${reports.createdAt} < ${instant(q.range.end)}
      group by 1
    ), paid as (
      select ${local(reportRewards.createdAt)} as day,
        sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'hunter_money') as money,
        sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'hunter_points') as point
      ${rewardEntries(q)}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, sent.open, sent.accepted, sent.rejected, sent.critical,
      sent.high, sent.medium, sent.low, sent.none, paid.money, paid.point
    from days left join sent on sent.day = days.day left join paid on paid.day = days.day
    order by days.day`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    day: String(r.day),
    open: num(r.open),
    accepted: num(r.accepted),
    rejected: num(r.rejected),
    critical: num(r.critical),
    high: num(r.high),
    medium: num(r.medium),
    low: num(r.low),
    none: num(r.none),
    money: num(r.money),
    point: num(r.point),
  }));
}
