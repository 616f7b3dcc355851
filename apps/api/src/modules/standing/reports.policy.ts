import type { Policy } from "../../http/abilities.ts";
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
  /** Organizations whose second-factor rule holds this viewer back: they grant nothing (factor-hold.ts). */
  heldOrganizationIds?: readonly string[];
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

/** A report as one caller sees it: who they are to the rule, and the report's facts. */
export interface ReportAccess {
  viewer: ReportViewer;
  report: ReportFacts;
}

/** What a caller may do to a report; each refusal names what was refused. */
export const reportActions = [
  "read",
  "readOrganizationView",
  "compare",
  "setState",
  "setPriority",
  "assign",
  "label",
  "assess",
  "reward",
] as const;
export type ReportAction = (typeof reportActions)[number];

const staffOf = (_a: Actor | null, x: ReportAccess) => hasOrganizationAccess(x.viewer, x.report);

/**
 * The report side's named actions (the conversation's, messages and notes, are in messages.policy.ts).
 * Everything but reading needs the program's staff; writes also need a signed-in session
 * (`reportWrites`): API keys read their owner's reports.
 */
export const reportPolicy: Policy<ReportAccess, ReportAction> = {
  read: (_a, x) => canReadReport(x.viewer, x.report),
  readOrganizationView: staffOf,
  compare: staffOf,
  setState: staffOf,
  setPriority: staffOf,
  assign: staffOf,
  label: staffOf,
  assess: staffOf,
  reward: staffOf,
};

export const reportWrites: ReadonlySet<ReportAction> = new Set([
  "setState",
  "setPriority",
  "assign",
  "label",
  "assess",
  "reward",
]);

export const API_KEYS_READ_REPORTS = "API keys read reports; sign in to write.";

/** The 403 message for a caller who may read the report but not do this. */
export const reportRefusals: Record<ReportAction, string> = {
  read: "You are not allowed to see this report.",
  readOrganizationView: "Only the program's staff see the organization's view of a report.",
  compare: "Only the program's staff compare reports.",
  setState: "Only the program's staff change a report's state.",
  setPriority: "Only the program's staff set a report's priority.",
  assign: "Only the program's staff assign a report.",
  label: "Only the program's staff label a report.",
  assess: "Only the program's staff assess a report's severity.",
  reward: "Only the program's staff reward a report.",
};
