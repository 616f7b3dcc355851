import type { TriageActionType } from "@bounty/shared";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";

export interface Period {
  start: Date;
  end: Date;
}

/** `column` within the period; everything when there is none (all time). */
const within = (column: SQL, period: Period | null): SQL =>
  period
    ? sql`${column} >= ${period.start.toISOString()}::timestamptz and ${column} < ${period.end.toISOString()}::timestamptz`
    : sql`true`;

/** Levels outside the CVSS four (no rating, none, informational, flex) count as none. */
const level = (name: string) =>
  name === "none"
    ? sql`count(distinct a.report_id) filter (where r.severity is null or r.severity not in ('low', 'medium', 'high', 'critical'))::int`
    : sql`count(distinct a.report_id) filter (where r.severity = ${name})::int`;

/**
 * Spec 2 §3's triage stats of a program over a period, each figure one aggregate in the database:
 * actions by type with their vulnerabilities' severities, vulnerabilities received, the average time
 * from sending to closing as resolved, certified vulnerabilities per type, and the period's hunters.
 */
export async function computeTriageStats(db: DbOrTx, programId: string, period: Period | null) {
  const actionsInPeriod = within(sql`a.created_at`, period);
  const [actions, received, resolution, types, reporters] = await Promise.all([
    db.execute<{
      type: TriageActionType;
      count: number;
      none: number;
      low: number;
      medium: number;
      high: number;
      critical: number;
    }>(sql`
      select a.type, count(*)::int as count, ${level("none")} as none, ${level("low")} as low,
        ${level("medium")} as medium, ${level("high")} as high, ${level("critical")} as critical
      from triage_actions a join reports r on r.id = a.report_id
      where r.program_id = ${programId} and ${actionsInPeriod}
      group by a.type`),
    db.execute<{ count: number }>(sql`
      select count(*)::int as count from reports r
      where r.program_id = ${programId} and ${within(sql`r.created_at`, period)}`),
    db.execute<{ seconds: number | null }>(sql`
      select round(extract(epoch from avg(a.created_at - r.created_at)))::int as seconds
      from triage_actions a join reports r on r.id = a.report_id
      where r.program_id = ${programId} and a.type = 'closed.resolved' and ${actionsInPeriod}`),
    db.execute<{ vrt_id: string | null; count: number }>(sql`
      select coalesce(r.vrt_id, r.scope -> 'vrtIds' ->> 0) as vrt_id, count(distinct r.id)::int as count
      from triage_actions a join reports r on r.id = a.report_id
      where r.program_id = ${programId} and a.type = 'certify' and ${actionsInPeriod}
      group by 1 order by 2 desc, 1 asc nulls last`),
    db.execute<{ total: number; new: number }>(sql`
      with senders as (
        select distinct r.sender_id from reports r
        where r.program_id = ${programId} and r.sender_id is not null and ${within(sql`r.created_at`, period)})
      select count(*)::int as total,
        count(*) filter (where not exists (
          select 1 from reports earlier where earlier.program_id = ${programId}
            and earlier.sender_id = s.sender_id
            and ${period ? sql`earlier.created_at < ${period.start.toISOString()}::timestamptz` : sql`false`}))::int as new
      from senders s`),
  ]);
  return {
    actions: actions.rows,
    received: received.rows[0]?.count ?? 0,
    resolutionSeconds: resolution.rows[0]?.seconds ?? null,
    types: types.rows,
    reporters: reporters.rows[0] ?? { total: 0, new: 0 },
  };
}
export type TriageStatsRows = Awaited<ReturnType<typeof computeTriageStats>>;
