import { REPORT_CSV_COLUMNS } from "@bounty/shared";
import { csvLine } from "../../../lib/csv.ts";
import type { ReportSummaryRow } from "../core/reports.repository.ts";

export const csvHeader = () => csvLine([...REPORT_CSV_COLUMNS]);

/**
 * A report's line, in REPORT_CSV_COLUMNS' order; the url opens the organization's report page. The
 * assignee and the labels (names, a comma between: names hold none) are the staff's to read: a
 * hunter's own export leaves them empty.
 */
export function reportCsvLine(row: ReportSummaryRow, publicUrl: string, staff: boolean): string {
  const r = row.report;
  return csvLine([
    r.number,
    r.title,
    row.program.name,
    r.state,
    r.severity,
    r.vrtId,
    r.scope.identifier,
    row.sender?.uniqueName ?? null,
    staff ? (row.assignee?.uniqueName ?? null) : null,
    staff ? row.labels.map((l) => l.name).join(", ") || null : null,
    r.createdAt.toISOString(),
    r.lastCommentAt?.toISOString() ?? null,
    `${publicUrl}/organizations/${r.organizationId}/reports/${r.id}`,
  ]);
}
