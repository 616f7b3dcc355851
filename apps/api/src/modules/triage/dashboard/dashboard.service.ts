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
import type { DbOrTx } from "../../../db/client.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { sidesOnProgram } from "../triage.service.ts";
import { countStages, type DashboardRow, listDashboard, type Stage } from "./dashboard.repository.ts";
import { computeTriageStats, type Period } from "./triage-stats.repository.ts";

const DAY_MS = 86_400_000;
/**
 * The dashboard's answers are kept in the answer cache under the program: its triagers and staff
 * reloading share one computation, and the program's committed events drop them. A triage message
 * tells no event, so its writer drops them here and other instances' copies live this long.
 */
const DASHBOARD_TTL_MS = 10_000;

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
  // The lists are the program's; only "next up" depends on the caller, through their sides.
  const key = `triage-summary:${programId}:${[...sides].sort().join(",")}`;
  return ctx.publicCache.get(
    key,
    async () => ({ scope: programId, value: await loadDashboard(db, programId, sides, now) }),
    { ttlMs: DASHBOARD_TTL_MS },
  );
}

async function loadDashboard(
  db: DbOrTx,
  programId: string,
  sides: TriageSide[],
  now: Date,
): Promise<TriageDashboard> {
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
  const key = `triage-stats:${programId}:${period ? `${period.start.toISOString()}/${period.end.toISOString()}` : "all"}`;
  return ctx.publicCache.get(
    key,
    async () => ({ scope: programId, value: await loadStats(db, programId, period) }),
    { ttlMs: DASHBOARD_TTL_MS },
  );
}

async function loadStats(db: DbOrTx, programId: string, period: Period | null): Promise<TriageStats> {
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
