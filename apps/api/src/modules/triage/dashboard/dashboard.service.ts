import {
  nextTriageActions,
  TRIAGE_SUMMARY_PREVIEW,
  TRIAGE_URGENT_DAYS,
  type TriageActionType,
  type TriageDashboard,
  type TriageDashboardEntry,
  type TriageSide,
  type TriageStats,
  type TriageStatsQuery,
  triageActionTypes,
  triageSideOf,
} from "@bounty/shared";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { sidesOnProgram } from "../triage.service.ts";
import { countStages, type DashboardRow, listDashboard, type Stage } from "./dashboard.repository.ts";
import { computeTriageStats } from "./triage-stats.repository.ts";

const DAY_MS = 86_400_000;

/** The stages at which one of these sides takes the next step: what is "next up" for the caller. */
export function stagesWaitingOn(sides: readonly TriageSide[]): Stage[] {
  const stages: (TriageActionType | null)[] = [null, ...triageActionTypes];
  return stages
    .filter((stage) => nextTriageActions(stage).some((step) => sides.includes(triageSideOf[step])))
    .map((stage) => stage ?? "none");
}

const preview = (text: string) =>
  text.length > TRIAGE_SUMMARY_PREVIEW ? `${text.slice(0, TRIAGE_SUMMARY_PREVIEW).trimEnd()}…` : text;

const entryOf = (r: DashboardRow, at: Date, summary: string | null = null): TriageDashboardEntry => ({
  id: r.id,
  number: r.number,
  title: r.title,
  severity: r.severity,
  lastAction: r.lastAction ? { type: r.lastAction, createdAt: r.lastActionAt.toISOString() } : null,
  createdAt: at.toISOString(),
  summary,
});

/** GET triage/{id}/summary: the counts per step and the dashboard's four lists of five. */
export async function triageDashboard(
  ctx: AppContext,
  actor: Actor,
  programId: string,
  now: Date = new Date(),
): Promise<TriageDashboard> {
  const db = ctx.database.db;
  const sides = await sidesOnProgram(db, actor, programId);
  const urgentBefore = new Date(now.getTime() - TRIAGE_URGENT_DAYS * DAY_MS);
  const [{ stages, urgent }, lists] = await Promise.all([
    countStages(db, programId, urgentBefore),
    listDashboard(db, programId, { callerStages: stagesWaitingOn(sides), urgentBefore }),
  ]);
  const counts = Object.fromEntries(stages.map((r) => [r.stage, r.count])) as TriageDashboard["counts"];
  return {
    counts,
    total: stages.reduce((sum, r) => sum + r.count, 0),
    nextUp: lists.nextUp.map((r) => entryOf(r, r.lastActionAt)),
    urgent: lists.urgent.map((r) => entryOf(r, r.lastActionAt)),
    urgentTotal: urgent,
    recentlySubmitted: lists.recentlySubmitted.map((r) => entryOf(r, r.reportCreatedAt)),
    recentMessages: lists.recentMessages.map((r) => entryOf(r, r.messageAt!, preview(r.content ?? ""))),
  };
}

/** GET triage/{id}/stats: the period's figures (`all`: the program's whole history). */
export async function triageStats(
  ctx: AppContext,
  actor: Actor,
  programId: string,
  query: TriageStatsQuery,
): Promise<TriageStats> {
  const db = ctx.database.db;
  await sidesOnProgram(db, actor, programId);
  const period = query.all === "true" ? null : query.range;
  const rows = await computeTriageStats(db, programId, period);
  return {
    range: period ? { start: period.start.toISOString(), end: period.end.toISOString() } : null,
    countsByActions: rows.actions
      .map(({ type, count, none, low, medium, high, critical }) => ({
        type,
        count,
        vulnerabilities: { none, low, medium, high, critical },
      }))
      .sort((a, b) => triageActionTypes.indexOf(a.type) - triageActionTypes.indexOf(b.type)),
    vulnerabilitiesReceived: rows.received,
    avgTimeToResolutionInSeconds: rows.resolutionSeconds,
    countsByVulnType: rows.types.map((t) => ({ vrtId: t.vrt_id, count: t.count })),
    reporters: {
      new: rows.reporters.new,
      returning: rows.reporters.total - rows.reporters.new,
      total: rows.reporters.total,
    },
  };
}
