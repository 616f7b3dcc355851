import type { Actor } from "../../http/auth.ts";

/** The fields of a report its visibility depends on. */
export interface ReportFacts {
  senderId: string | null;
  programId: string;
  organizationId: string;
}

/**
 * Who is looking, as far as reports go (read fresh for every request): the caller, the organizations
 * where the caller is the admin, and the programs the caller manages. API keys are hunters' keys:
 * they read their owner's own reports and never act for an organization.
 */
export interface ReportViewer {
  userId: string | null;
  adminOrganizationIds: readonly string[];
  managedProgramIds: readonly string[];
}

export const ANONYMOUS_REPORT_VIEWER: ReportViewer = {
  userId: null,
  adminOrganizationIds: [],
  managedProgramIds: [],
};

/** The hunter who sent the report. */
export const isReportSender = (v: ReportViewer, r: ReportFacts): boolean =>
  v.userId !== null && r.senderId === v.userId;

/** The program's staff: the organization's admin, and the members who manage the program. */
export const hasOrganizationAccess = (v: ReportViewer, r: ReportFacts): boolean =>
  v.adminOrganizationIds.includes(r.organizationId) || v.managedProgramIds.includes(r.programId);

/**
 * The one report visibility rule: the detail, every list, search, total, count, CSV export, feed,
 * live event, e-mail and chat message follow it. `reportVisibleTo` is its SQL form, and a test
 * holds the two together.
 */
export const canReadReport = (v: ReportViewer, r: ReportFacts): boolean =>
  isReportSender(v, r) || hasOrganizationAccess(v, r);

/** Submitting needs a signed-in session (decisions.md: keys read, they do not report). */
export const canSubmitWith = (a: Actor): boolean => a.via === "session";
