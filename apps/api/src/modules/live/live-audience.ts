import type { LiveNotice } from "@bounty/shared";
import { type ActivityViewer, canSeeActivity } from "../organizations/index.ts";
import { canReadReport, hasOrganizationAccess, type ReportViewer } from "../standing/index.ts";

/** The live stream tells a member exactly what their activity feed would show them. */
export const canHearEvent = (viewer: ActivityViewer, notice: LiveNotice): boolean =>
  canSeeActivity(viewer, { type: notice.type, programId: notice.programId });

/**
 * A report's events and who hears them: whoever may read the report (its sender and its program's
 * staff, by the report rule), or its staff only. Internal notes write no event, so none is heard.
 */
const REPORT_EVENT_AUDIENCE: Readonly<Record<string, "readers" | "staff">> = {
  "report.submitted": "readers",
  "report.message.submitted": "readers",
  "report.message.updated": "readers",
  "report.message.deleted": "readers",
  "report.attachment.submitted": "readers",
  "report.attachment.deleted": "readers",
  "report.state.changed": "readers",
  "report.rejected": "readers",
  "report.severity.changed": "readers",
  "report.original.resolved": "readers",
  "report.rewarded": "readers",
  // The priority is the organization's own triage order.
  "report.priority.changed": "staff",
};

export const isReportEvent = (notice: LiveNotice): boolean =>
  notice.reportId !== null && notice.type in REPORT_EVENT_AUDIENCE;

/**
 * Whether this viewer hears a report event. A report event's `userId` is the report's sender, so the
 * notice carries the facts the report rule reads.
 */
export function canHearReportEvent(viewer: ReportViewer, notice: LiveNotice): boolean {
  const audience = REPORT_EVENT_AUDIENCE[notice.type];
  if (!audience || !notice.programId || !notice.organizationId) return false;
  const facts = {
    senderId: notice.userId,
    programId: notice.programId,
    organizationId: notice.organizationId,
  };
  return audience === "staff" ? hasOrganizationAccess(viewer, facts) : canReadReport(viewer, facts);
}

/** The report event types a report's sender may hear (a resuming stream asks for them). */
export const SENDER_REPORT_EVENT_TYPES = Object.entries(REPORT_EVENT_AUDIENCE)
  .filter(([, audience]) => audience === "readers")
  .map(([type]) => type);
