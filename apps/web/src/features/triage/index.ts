// The triage feature's face (issue 32): its pages, the programs query the navigation reads, staff's section.
export {
  defaultTriageSearch,
  TriageQueueSearch,
  triageReportsQuery,
  vulnerabilityQuery,
} from "./api/triage-api.ts";
export { StaffTriage } from "./components/staff-triage.tsx";
export { TriageDetailPage } from "./components/triage-detail-page.tsx";
export { TriageProgramsPage } from "./components/triage-programs-page.tsx";
export { TriageQueuePage } from "./components/triage-queue-page.tsx";
