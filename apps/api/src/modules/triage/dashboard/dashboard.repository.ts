import {
  type SeverityLevel,
  TRIAGE_DASHBOARD_LIST,
  TRIAGE_URGENT_COUNT_CAP,
  type TriageActionType,
} from "@bounty/shared";
import { and, eq, gt, inArray, isNull, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { reports, triageMessages, triageStageCounts, triageStages } from "../../../db/schema/index.ts";

/** A stage as the lists read it: `none` is the initial step (no action taken). */
export type Stage = TriageActionType | "none";

const TERMINAL: TriageActionType[] = ["invalidate", "closed.informative", "closed.resolved"];

const open = or(isNull(triageStages.lastAction), notInArray(triageStages.lastAction, TERMINAL));

/** The stages among `stages` as SQL on the stage's last action (`none`: no action yet). */
function standingAt(stages: readonly Stage[]): SQL | undefined {
  const actions = stages.filter((s): s is TriageActionType => s !== "none");
  const parts = [
    actions.length > 0 ? inArray(triageStages.lastAction, actions) : undefined,
    stages.includes("none") ? isNull(triageStages.lastAction) : undefined,
  ].filter((p) => p !== undefined);
  return parts.length > 0 ? or(...parts) : sql`false`;
}

/**
 * How many of the program's vulnerabilities stand at each stage (the counters a trigger keeps), and
 * how many are open and untouched since `urgentBefore`, counted up to TRIAGE_URGENT_COUNT_CAP along
 * `triage_stages_program_recent_idx`.
 */
export async function countStages(db: DbOrTx, programId: string, urgentBefore: Date) {
  const [stages, urgent] = await Promise.all([
    db
      .select({ stage: triageStageCounts.stage, count: triageStageCounts.count })
      .from(triageStageCounts)
      .where(and(eq(triageStageCounts.programId, programId), gt(triageStageCounts.count, 0))),
    db.execute<{ count: number }>(sql`
      select count(*)::int as count from (select 1 from ${triageStages}
        where ${triageStages.programId} = ${programId} and ${open}
          and ${triageStages.lastActionAt} < ${urgentBefore.toISOString()}::timestamptz
        limit ${TRIAGE_URGENT_COUNT_CAP}) urgent`),
  ]);
  return { stages: stages as { stage: Stage; count: number }[], urgent: urgent.rows[0]?.count ?? 0 };
}

const columns = sql`${reports.id} as id, ${reports.number} as number, ${reports.title} as title,
  ${reports.severity} as severity, ${triageStages.lastAction} as last_action,
  ${triageStages.lastActionAt} as last_action_at, ${reports.createdAt} as report_created_at`;
const fromStages = sql`from ${triageStages} join ${reports} on ${reports.id} = ${triageStages.reportId}`;

type RawEntry = {
  list: "nextUp" | "urgent" | "recentlySubmitted" | "recentMessages";
  id: string;
  number: number;
  title: string;
  severity: SeverityLevel | null;
  last_action: TriageActionType | null;
  last_action_at: string | Date;
  report_created_at: string | Date;
  message_at: string | Date | null;
  content: string | null;
};

const at = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * The dashboard's lists of a program (spec 2 §2) in one statement: what waits on the caller's side,
 * what has waited more than `urgentBefore`, the newest vulnerabilities and the newest triage
 * messages. Each branch walks an index (the stages' by last action, the reports' by sending) and
 * stops at five rows.
 */
export async function listDashboard(
  db: DbOrTx,
  programId: string,
  options: { callerStages: readonly Stage[]; urgentBefore: Date },
) {
  const limit = TRIAGE_DASHBOARD_LIST;
  const inProgram = sql`${triageStages.programId} = ${programId}`;
  const oldestFirst = sql`order by ${triageStages.lastActionAt}, ${triageStages.reportId} limit ${limit}`;
  const result = await db.execute<RawEntry>(sql`
    (select 'nextUp' as list, ${columns}, null::timestamptz as message_at, null::text as content ${fromStages}
      where ${inProgram} and ${standingAt(options.callerStages)} ${oldestFirst})
    union all
    (select 'urgent', ${columns}, null, null ${fromStages}
      where ${inProgram} and ${open} and ${triageStages.lastActionAt} < ${options.urgentBefore.toISOString()}::timestamptz ${oldestFirst})
    union all
    -- NULLS LAST as reports_program_created_idx is built: a plain DESC would sort the program's reports.
    (select 'recentlySubmitted', ${columns}, null, null ${fromStages}
      where ${inProgram} and ${reports.id} in (select newest.id from ${reports} newest
        where newest.program_id = ${programId} order by newest.created_at desc nulls last, newest.id desc nulls last limit ${limit}))
    union all
    (select 'recentMessages', ${columns}, ${triageMessages.createdAt}, left(${triageMessages.content}, 400)
      from ${triageMessages} join ${triageStages} on ${triageStages.reportId} = ${triageMessages.reportId}
      join ${reports} on ${reports.id} = ${triageMessages.reportId}
      where ${inProgram} order by ${triageMessages.createdAt} desc, ${triageMessages.id} desc limit ${limit})`);
  const entries = result.rows.map((r) => ({
    list: r.list,
    id: r.id,
    number: r.number,
    title: r.title,
    severity: r.severity,
    lastAction: r.last_action,
    lastActionAt: at(r.last_action_at),
    reportCreatedAt: at(r.report_created_at),
    messageAt: r.message_at === null ? null : at(r.message_at),
    content: r.content,
  }));
  const of = (list: RawEntry["list"], key: (e: (typeof entries)[number]) => number) =>
    entries.filter((e) => e.list === list).sort((a, b) => key(a) - key(b));
  return {
    nextUp: of("nextUp", (e) => e.lastActionAt.getTime()),
    urgent: of("urgent", (e) => e.lastActionAt.getTime()),
    recentlySubmitted: of("recentlySubmitted", (e) => -e.reportCreatedAt.getTime()),
    recentMessages: of("recentMessages", (e) => -(e.messageAt?.getTime() ?? 0)),
  };
}
export type DashboardRow = Awaited<ReturnType<typeof listDashboard>>["nextUp"][number];
