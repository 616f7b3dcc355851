import type { ReportAbilities } from "@bounty/shared";
import type { DbOrTx } from "../../db/client.ts";
import { can } from "../../http/abilities.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { ORGANIZATION_FACTOR_REFUSAL } from "./factor-hold.ts";
import { findReportStanding } from "./memberships.repository.ts";
import {
  ANONYMOUS_REPORT_VIEWER,
  API_KEYS_READ_REPORTS,
  type ReportAccess,
  type ReportAction,
  type ReportViewer,
  reportActions,
  reportPolicy,
  reportRefusals,
  reportWrites,
} from "./reports.policy.ts";

/** The caller as the report rule sees them, read fresh: a removed manager loses access at once. */
export async function reportViewerOf(db: DbOrTx, actor: Actor | null): Promise<ReportViewer> {
  if (!actor) return ANONYMOUS_REPORT_VIEWER;
  // An API key reads its owner's own reports; organization access is for signed-in sessions.
  if (actor.via !== "session") return { ...ANONYMOUS_REPORT_VIEWER, userId: actor.userId };
  return { userId: actor.userId, ...(await findReportStanding(db, actor.userId)) };
}

/**
 * A person's report standing in one organization, from their membership there (their role and the
 * programs they manage): the live stream's and the statistics' one way to it, live or on resume,
 * as `findReportStanding` is every request's (issue 44).
 */
export const memberReportViewer = (
  userId: string,
  organizationId: string,
  member: { role: string; programIds: readonly string[] } | undefined,
): ReportViewer => ({
  userId,
  adminOrganizationIds: member?.role === "admin" ? [organizationId] : [],
  managedProgramIds: member ? [...member.programIds] : [],
});

/** The programs whose reports a viewer staffs in `organizationId`: null for all of them (its admin). */
export const staffedProgramsIn = (viewer: ReportViewer, organizationId: string): readonly string[] | null =>
  viewer.adminOrganizationIds.includes(organizationId) ? null : viewer.managedProgramIds;

/**
 * The viewer a list needs: the hunter's view reads only the caller's own reports (the sender part of
 * the rule), so it skips the organization standing and its statement.
 */
export const listViewerOf = (db: DbOrTx, actor: Actor, view: "hunter" | "org"): Promise<ReportViewer> =>
  view === "hunter"
    ? Promise.resolve({ ...ANONYMOUS_REPORT_VIEWER, userId: actor.userId })
    : reportViewerOf(db, actor);

const abilityActions = reportActions.filter((a): a is Exclude<ReportAction, "read"> => a !== "read");

/** The report's abilities in its answer: the policy's actions, writes for signed-in sessions only. */
export const reportAbilitiesFor = (actor: Actor | null, access: ReportAccess): ReportAbilities =>
  Object.fromEntries(
    abilityActions.map((a) => [
      a,
      can(actor, reportPolicy, a, access) && (!reportWrites.has(a) || actor?.via === "session"),
    ]),
  ) as ReportAbilities;

/**
 * Lets the caller do `action` to the report, or throws: 404 to whoever may not read it (as if it
 * did not exist), 403 to an API key for a write, and 403 with the action's refusal otherwise.
 */
export function authorizeReport(actor: Actor | null, action: ReportAction, access: ReportAccess): void {
  const readable = can(actor, reportPolicy, "read", access);
  // A member their organization's rule holds back is told why, not shown a 404.
  if (!readable && access.viewer.heldOrganizationIds?.includes(access.report.organizationId))
    throw new AppError("second_factor_required", ORGANIZATION_FACTOR_REFUSAL);
  if (!readable) throw notFound("Report");
  if (reportWrites.has(action) && actor?.via !== "session")
    throw new AppError("forbidden", API_KEYS_READ_REPORTS);
  if (!can(actor, reportPolicy, action, access)) throw new AppError("forbidden", reportRefusals[action]);
}
