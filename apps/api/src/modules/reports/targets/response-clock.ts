import type { ReportTarget, ResponseTarget } from "@bounty/shared";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { programs, reports } from "../../../db/schema/index.ts";

/**
 * The response clock (issue 30) in SQL, one definition for the report page, the organization list
 * (its column, order and "overdue" filter), the statistics, the health badge and the daily digest.
 * Every target counts business days from the report's submission (add_business_seconds, migration
 * 0028); the milestones are the first time each happened, written from the event log.
 */
type ProgramColumns = Record<
  "type" | "replySpeed" | "triageTargetDays" | "rewardTargetDays" | "resolutionTargetDays",
  SQLWrapper
>;

const OPEN = sql.raw(`('new', 'checked', 'unresolved')`);
const days = (column: SQLWrapper) => sql`(${column}::bigint * 86400)`;

/** Business seconds each target allows, null where the program sets none. */
export function allowanceOf(p: ProgramColumns): Record<ResponseTarget, SQL> {
  return {
    firstResponse: sql`nullif(${p.replySpeed}, 0)::bigint`,
    triage: days(p.triageTargetDays),
    reward: sql`case when ${p.type} <> 'vdp' then ${days(p.rewardTargetDays)} end`,
    resolution: days(p.resolutionTargetDays),
  };
}

/** When each target falls due for the report row, null without that target. */
export function dueOf(p: ProgramColumns): Record<ResponseTarget, SQL> {
  const allow = allowanceOf(p);
  const due = (s: SQL) => sql`add_business_seconds(${reports.createdAt}, ${s})`;
  return {
    firstResponse: due(allow.firstResponse),
    triage: due(allow.triage),
    reward: due(allow.reward),
    resolution: due(allow.resolution),
  };
}

/** Which target an open report is on now: the first with a target whose milestone is not reached. */
export function currentTargetOf(p: ProgramColumns): SQL<ResponseTarget | null> {
  const allow = allowanceOf(p);
  return sql<ResponseTarget | null>`case
    when ${reports.state} not in ${OPEN} then null
    when ${reports.firstResponseAt} is null and ${allow.firstResponse} is not null then 'firstResponse'
    when ${reports.state} in ('new', 'checked') and ${allow.triage} is not null then 'triage'
    when ${reports.state} = 'unresolved' and ${reports.rewardedAt} is null and ${allow.reward} is not null then 'reward'
    when ${allow.resolution} is not null then 'resolution'
  end`;
}

/** When the open report's current target falls due; null once closed or without a target. */
export function currentDueOf(p: ProgramColumns): SQL<Date | null> {
  const due = dueOf(p);
  return sql<Date | null>`case ${currentTargetOf(p)}
    when 'firstResponse' then ${due.firstResponse}
    when 'triage' then ${due.triage}
    when 'reward' then ${due.reward}
    when 'resolution' then ${due.resolution}
  end`;
}

/** The report row's program, for statements that read reports alone (a list's order and filter). */
const ownProgram: ProgramColumns = {
  type: sql`clock_program.type`,
  replySpeed: sql`clock_program.reply_speed`,
  triageTargetDays: sql`clock_program.triage_target_days`,
  rewardTargetDays: sql`clock_program.reward_target_days`,
  resolutionTargetDays: sql`clock_program.resolution_target_days`,
};

/** The report row's current due moment, read through a correlated subquery on its program. */
export const reportDueSql = sql<Date | null>`(select ${currentDueOf(ownProgram)} from ${programs} clock_program where clock_program.id = ${reports.programId})`;

/** Open reports past their current target at `now`. */
export const overdueWhere = (now: Date) => sql`${reportDueSql} < ${now.toISOString()}::timestamptz`;

/** The API's answer for a report row's clock. */
export function toReportTarget(
  target: ResponseTarget | null,
  dueAt: Date | string | null,
  now: Date = new Date(),
): ReportTarget | null {
  if (!target || !dueAt) return null;
  const due = new Date(dueAt);
  return { target, dueAt: due.toISOString(), overdue: due.getTime() < now.getTime() };
}
