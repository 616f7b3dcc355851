// Standing's face: where a caller stands (platform staff, the organizations they administer, the
// programs they manage) and the report rule that follows from it, in its pure and its SQL form.
// It reads memberships and reports through the schema only, so every feature may ask it and it
// asks none of them: programs, reports, activity, staff and accounts all sit above it.
export { lockProgramStaffMember, releaseAssignments } from "./assignments.ts";
export { membershipHeld, membershipInForce, ORGANIZATION_FACTOR_REFUSAL } from "./factor-hold.ts";
export {
  findReportStanding,
  listAdminOrganizationNames,
  listAdminOrganizationsRequiringFactor,
  listManagedProgramIds,
} from "./memberships.repository.ts";
export { newReportsFor } from "./new-reports.ts";
export {
  isPlatformStaff,
  STAFF_REFUSAL,
  type StaffCandidate,
  staffCandidateOf,
} from "./platform-staff.policy.ts";
export {
  ACCEPTED_STATES,
  detailsPublicToEveryone,
  disclosureIsPublic,
  hunterRecordsOf,
  moneySum,
  pointSum,
  pointsOf,
  reportMayBeDisclosed,
} from "./public-record.ts";
export {
  authorizeReport,
  listViewerOf,
  memberReportViewer,
  reportAbilitiesFor,
  reportViewerOf,
  staffedProgramsIn,
} from "./report-viewer.ts";
export { reportSentBy, reportStaffedBy, reportVisibleTo } from "./report-visibility.ts";
export {
  ANONYMOUS_REPORT_VIEWER,
  API_KEYS_READ_REPORTS,
  canReadReport,
  canSubmitWith,
  hasOrganizationAccess,
  isReportSender,
  type ReportAccess,
  type ReportAction,
  type ReportFacts,
  type ReportViewer,
  reportActions,
  reportPolicy,
  reportRefusals,
  reportWrites,
} from "./reports.policy.ts";
