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
