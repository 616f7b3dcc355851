import { type LiveNotice, liveReportAudienceOf, liveReportEventTypes } from "@bounty/shared";
import { type ActivityViewer, canSeeActivity } from "../organizations/index.ts";
import { canReadReport, hasOrganizationAccess, type ReportViewer } from "../standing/index.ts";

/** The live stream tells a member exactly what their activity feed would show them. */
export const canHearEvent = (viewer: ActivityViewer, notice: LiveNotice): boolean =>
  canSeeActivity(viewer, { type: notice.type, programId: notice.programId });

/**
 * A report's events and who hears them, as the catalog's live row says: whoever may read the report
 * (its sender and its program's staff, by the report rule), or its staff only. Internal notes write
 * no event, so none is heard.
 */
export const isReportEvent = (notice: LiveNotice): boolean =>
  notice.reportId !== null && liveReportAudienceOf(notice.type) !== null;

/**
 * Whether this viewer hears a report event. A report event's `userId` is the report's sender, so the
 * notice carries the facts the report rule reads.
 */
export function canHearReportEvent(viewer: ReportViewer, notice: LiveNotice): boolean {
  const audience = liveReportAudienceOf(notice.type);
  if (!audience || !notice.programId || !notice.organizationId) return false;
  const facts = {
    senderId: notice.userId,
    programId: notice.programId,
    organizationId: notice.organizationId,
  };
  return audience === "staff" ? hasOrganizationAccess(viewer, facts) : canReadReport(viewer, facts);
}

/** The report event types a report's sender may hear (a resuming stream asks for them). */
export const SENDER_REPORT_EVENT_TYPES = liveReportEventTypes.filter(
  (type) => liveReportAudienceOf(type) === "readers",
);
