import { TRIAGE_DASHBOARD_LIST, type TriageActionType } from "@bounty/shared";
import { and, asc, desc, eq, inArray, isNull, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { reports, triageMessages, triageStages } from "../../../db/schema/index.ts";

/** A stage as the lists read it: `none` is the initial step (no action taken). */
export type Stage = TriageActionType | "none";

const TERMINAL: TriageActionType[] = ["invalidate", "closed.informative", "closed.resolved"];

const row = {
  id: reports.id,
  number: reports.number,
  title: reports.title,
  severity: reports.severity,
  lastAction: triageStages.lastAction,
  lastActionAt: triageStages.lastActionAt,
  reportCreatedAt: reports.createdAt,
};

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

function stagesOf(db: DbOrTx, programId: string, where: SQL | undefined) {
  return db
    .select(row)
    .from(triageStages)
    .innerJoin(reports, eq(reports.id, triageStages.reportId))
    .where(and(eq(triageStages.programId, programId), where));
}

/**
 * The dashboard's lists of a program (spec 2 §2): what waits on the caller's side, what has waited
 * more than `urgentBefore`, the newest vulnerabilities and the newest triage messages. Every list
 * walks an index of `triage_stages` (or the messages') and stops at five rows.
 */
export async function listDashboard(
  db: DbOrTx,
  programId: string,
  options: { callerStages: readonly Stage[]; urgentBefore: Date },
) {
  const limit = TRIAGE_DASHBOARD_LIST;
  const urgentWhere = and(open, lt(triageStages.lastActionAt, options.urgentBefore));
  const [nextUp, urgent, [urgentCount], recentlySubmitted, recentMessages] = await Promise.all([
    stagesOf(db, programId, standingAt(options.callerStages))
      .orderBy(asc(triageStages.lastActionAt), asc(triageStages.reportId))
      .limit(limit),
    stagesOf(db, programId, urgentWhere)
      .orderBy(asc(triageStages.lastActionAt), asc(triageStages.reportId))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(triageStages)
      .where(and(eq(triageStages.programId, programId), urgentWhere)),
    stagesOf(db, programId, undefined).orderBy(desc(reports.createdAt), desc(reports.id)).limit(limit),
    db
      .select({
        ...row,
        messageAt: triageMessages.createdAt,
        content: sql<string>`left(${triageMessages.content}, 400)`,
      })
      .from(triageMessages)
      .innerJoin(triageStages, eq(triageStages.reportId, triageMessages.reportId))
      .innerJoin(reports, eq(reports.id, triageMessages.reportId))
      .where(eq(triageStages.programId, programId))
      .orderBy(desc(triageMessages.createdAt), desc(triageMessages.id))
      .limit(limit),
  ]);
  return { nextUp, urgent, urgentTotal: urgentCount?.total ?? 0, recentlySubmitted, recentMessages };
}
export type DashboardRow = Awaited<ReturnType<typeof listDashboard>>["nextUp"][number];
