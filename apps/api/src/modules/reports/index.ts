// The reports feature's face: all that other features may import of it (docs/architecture.md "Boundaries").

export { changeReport } from "./assessment/report-triage.service.ts";
export { isProgramStopped } from "./conversation/messages.service.ts";
export { toReportPerson } from "./core/reports.presenter.ts";
export { runDisclosureSchedule } from "./disclosure/disclosure-schedule.ts";
