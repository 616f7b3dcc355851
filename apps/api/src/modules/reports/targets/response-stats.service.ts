import {
  type DateRangeValue,
  HEALTH_MIN_REPORTS,
  type ProgramHealth,
  type ResponseStats,
  toDateRangeEcho,
} from "@bounty/shared";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { activityFilterFor } from "../../organizations/index.ts";
import { authorizeProgram } from "../../programs/index.ts";
import { memberReportViewer, staffedProgramsIn } from "../../standing/index.ts";
import { healthFigures } from "./response-health.repository.ts";
import {
  dailyFigures,
  reportFigures,
  rewardFigures,
  type StatsQuery,
  type StatsScope,
} from "./response-stats.repository.ts";

interface Period {
  range: DateRangeValue;
  timeZone: string;
}

async function statsOf(ctx: AppContext, scope: StatsScope, period: Period): Promise<ResponseStats> {
  const db = ctx.database.db;
  const q: StatsQuery = { ...scope, ...period, now: new Date() };
  const [reports, rewards, days] = await Promise.all([
    reportFigures(db, q),
    rewardFigures(db, q),
    dailyFigures(db, q),
  ]);
  return { range: toDateRangeEcho(period.range), timeZone: period.timeZone, ...reports, ...rewards, days };
}

/**
 * GET programs/{id}/stats: the program's figures over the range, to its admin and managers. The
 * caller is authorized on every request; the figures of one range are kept briefly in the answer
 * cache under the program, so its staff reloading a page share one computation, and any committed
 * event of the program drops them (a target falling due changes no event: at most 30 s late).
 */
export async function getProgramStats(ctx: AppContext, actor: Actor, ref: string, period: Period) {
  const { row } = await authorizeProgram(ctx.database.db, actor, ref, "readEvents");
  const program = row.program;
  const key = `stats:${program.id}:${period.range.start.toISOString()}:${period.range.end.toISOString()}:${period.timeZone}`;
  return ctx.publicCache.get(key, async () => ({
    scope: program.id,
    value: await statsOf(ctx, { organizationId: program.organizationId, programIds: [program.id] }, period),
  }));
}

/**
 * GET organizations/{id}/report-stats: the same across the programs whose reports the member
 * staffs (every program for the admin, their own for a manager, none for other members).
 */
export async function getOrganizationReportStats(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  period: Period,
): Promise<ResponseStats & { programs: number | null }> {
  const { viewer, organizationId: id } = await activityFilterFor(ctx, actor, organizationId, period.range);
  // The member's standing by the one rule the live stream and the report lists use.
  const programIds = staffedProgramsIn(memberReportViewer(actor.userId, id, viewer), id);
  const stats = await statsOf(ctx, { organizationId: id, programIds }, period);
  return { ...stats, programs: programIds === null ? null : programIds.length };
}

/** GET programs/{id}/response-health: the badge's figure, for whoever may read the program's details. */
export async function getProgramHealth(
  ctx: AppContext,
  actor: Actor | null,
  ref: string,
): Promise<{ scope: string; value: ProgramHealth }> {
  const { row } = await authorizeProgram(ctx.database.db, actor, ref, "readDetails");
  const p = row.program;
  const hasTargets =
    p.replySpeed > 0 ||
    p.triageTargetDays !== null ||
    (p.type !== "vdp" && p.rewardTargetDays !== null) ||
    p.resolutionTargetDays !== null;
  const { reports, met } = await healthFigures(ctx.database.db, p.id, new Date());
  const percent = hasTargets && reports >= HEALTH_MIN_REPORTS ? Math.floor((met * 100) / reports) : null;
  return { scope: p.id, value: { reports, met, percent, hasTargets } };
}
