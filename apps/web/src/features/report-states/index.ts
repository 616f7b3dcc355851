// The report states' face (issue 47): each state's name and its meaning for the reader, and the
// badge that shows them. A feature of its own, so the reports and the canned answers both read it.
export { ReportStateBadge, type StateReader, useReportStateLabels } from "./report-state-badge.tsx";
