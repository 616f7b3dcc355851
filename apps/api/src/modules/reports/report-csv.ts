import { REPORT_CSV_COLUMNS } from "@bounty/shared";
import type { ReportSummaryRow } from "./reports.repository.ts";

/** Excel opens a UTF-8 file as UTF-8 (Japanese included) only when it starts with a byte order mark. */
export const CSV_BOM = "\uFEFF";

// A spreadsheet runs a cell starting with one of these as a formula (OWASP's CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formulas neutralized with a leading quote, then quoted when it holds a separator. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let s = String(value);
  if (typeof value === "string" && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(",")}\r\n`;

export const csvHeader = () => csvLine([...REPORT_CSV_COLUMNS]);

/** A report's line, in REPORT_CSV_COLUMNS' order; the url opens the organization's report page. */
export function reportCsvLine(row: ReportSummaryRow, publicUrl: string): string {
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
    r.createdAt.toISOString(),
    r.lastCommentAt?.toISOString() ?? null,
    `${publicUrl}/organizations/${r.organizationId}/reports/${r.id}`,
  ]);
}
