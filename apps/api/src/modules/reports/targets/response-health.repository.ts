import { HEALTH_PERIOD_DAYS, RESPONSE_TARGETS, type ResponseTarget } from "@bounty/shared";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { membershipInForce } from "../../../db/membership-hold.ts";
import { organizationMembers, programManagers, programs, reports } from "../../../db/schema/index.ts";
import { currentDueOf, currentTargetOf, dueOf } from "./response-clock.ts";

const DAY_MS = 86_400_000;
const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;

const milestones: Record<ResponseTarget, SQL> = {
  firstResponse: sql`${reports.firstResponseAt}`,
  triage: sql`${reports.triagedAt}`,
  reward: sql`${reports.rewardedAt}`,
  resolution: sql`${reports.closedAt}`,
};

/**
 * The health badge (issue 30, after HackerOne's response-target indicator): of the program's reports
 * sent in the last 90 days that any target applies to, those that met every target that applies (a
 * target not reached yet counts once it falls due).
 */
export async function healthFigures(db: DbOrTx, programId: string, now: Date) {
  const due = dueOf(programs);
  const applies = (name: ResponseTarget) =>
    name === "reward"
      ? sql`(${due.reward} is not null and (${reports.rewardedAt} is not null or ${reports.state} in ('unresolved', 'resolved')))`
      : sql`(${due[name]} is not null)`;
  const missed = (name: ResponseTarget) =>
    sql`(${applies(name)} and coalesce(${milestones[name]}, ${instant(now)}) > ${due[name]})`;
  const anyApplies = sql.join(RESPONSE_TARGETS.map(applies), sql` or `);
  const anyMissed = sql.join(RESPONSE_TARGETS.map(missed), sql` or `);
  const result = await db.execute(sql`
    select count(*) filter (where ${anyApplies}) as reports,
      count(*) filter (where (${anyApplies}) and not (${anyMissed})) as met
    from ${reports} join ${programs} on ${programs.id} = ${reports.programId}
    where ${reports.programId} = ${programId}
      and ${reports.createdAt} >= ${instant(new Date(now.getTime() - HEALTH_PERIOD_DAYS * DAY_MS))}`);
  const row = (result.rows[0] ?? {}) as Record<string, unknown>;
  return { reports: Number(row.reports ?? 0), met: Number(row.met ?? 0) };
}

export interface OverdueRow {
  userId: string;
  organizationId: string;
  programId: string;
  reportId: string;
  number: number;
  target: ResponseTarget;
  dueAt: string;
}

/**
 * Every open report past its current target, once for each of its staff (the organization's admins
 * and the program's managers, as `listProgramStaffIds` reads them), most overdue first.
 */
export async function listOverdueForStaff(db: DbOrTx, now: Date): Promise<OverdueRow[]> {
  const result = await db.execute(sql`
    select staff.user_id, r.organization_id, r.program_id, r.id as report_id, r.number, r.target,
      to_char(r.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as due_at
    from (
      select ${reports.id} as id, ${reports.organizationId} as organization_id,
        ${reports.programId} as program_id, ${reports.number} as number,
        ${currentTargetOf(programs)} as target, ${currentDueOf(programs)} as due_at
      from ${reports} join ${programs} on ${programs.id} = ${reports.programId}
      where ${reports.state} in ('new', 'checked', 'unresolved') and ${programs.status} <> 'stopped'
    ) r
    join lateral (
      select distinct ${organizationMembers.userId} as user_id from ${organizationMembers}
      where ${organizationMembers.organizationId} = r.organization_id and ${membershipInForce()}
        and (${organizationMembers.role} = 'admin' or exists (
          select 1 from ${programManagers}
          where ${programManagers.memberId} = ${organizationMembers.id} and ${programManagers.programId} = r.program_id))
    ) staff on true
    where r.due_at < ${instant(now)}
    order by staff.user_id, r.due_at, r.number`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    userId: String(r.user_id),
    organizationId: String(r.organization_id),
    programId: String(r.program_id),
    reportId: String(r.report_id),
    number: Number(r.number),
    target: r.target as ResponseTarget,
    dueAt: String(r.due_at),
  }));
}
