// The reports feature's face: all that other features may import of it (docs/architecture.md "Boundaries").

export { markSeen } from "./assessment/report-triage.repository.ts";
export { changeReport } from "./assessment/report-triage.service.ts";
export { findAttachment, listAttachmentsOf } from "./conversation/attachments.repository.ts";
export { attachToDescription } from "./conversation/attachments.service.ts";
export { type ConversationPage, readConversationPage } from "./conversation/conversation-page.ts";
export { isProgramStopped } from "./conversation/messages.service.ts";
export { checkSubmission } from "./core/report-submission.ts";
export { toAttachment, toReportPerson } from "./core/reports.presenter.ts";
export { runDisclosureSchedule } from "./disclosure/disclosure-schedule.ts";
export { reportSearchText } from "./lists/report-search.ts";
