import { z } from "zod";
import { RowId } from "../schemas/common.ts";
import { ATTACHMENT_MAX_BYTES, CreateReport, CustomSeverity } from "../schemas/report.ts";
import { VrtId } from "../severity/taxonomy/vrt-id-schema.ts";

/** Issue 33: the most rows one CSV import takes, all or none. */
export const IMPORT_CSV_MAX_ROWS = 10_000;
/** A CSV file is an attachment-sized upload. */
export const IMPORT_CSV_MAX_BYTES = ATTACHMENT_MAX_BYTES;
/** The CSV's header: these columns, in any order; other columns are refused. */
export const IMPORT_CSV_COLUMNS = [
  "title",
  "description",
  "scope",
  "vulnerability_type",
  "severity",
] as const;
/** A refused file lists at most this many of its row errors (and says how many there are). */
export const IMPORT_ERRORS_LISTED = 100;
/** Spec 2 §8: the toast after an import, linking to the report. */
export const IMPORT_SUCCESS_TEXT = "The Report was imported successfully. Click To View";

/**
 * POST programs/{id}/import: spec 2 §3's imported report payload (title, scope, content, criticality,
 * vrt; the program is the path's). The same rules as a submission (spec 2 §5's imported report).
 */
export const ImportReport = CreateReport.omit({ program: true });
export type ImportReport = z.infer<typeof ImportReport>;

export const ImportedReport = z.object({ id: RowId, number: z.number().int(), messageId: RowId });
export type ImportedReport = z.infer<typeof ImportedReport>;

/** POST programs/{id}/import/csv: how many were imported, and their numbers. */
export const ImportResult = z.object({
  imported: z.number().int(),
  firstNumber: z.number().int(),
  lastNumber: z.number().int(),
});
export type ImportResult = z.infer<typeof ImportResult>;

/** A refused CSV row: its line in the file (the header is line 1), the column, and why. */
export const ImportRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof ImportRowError>;

/** One CSV row's cells, checked as a submission's fields are (the scope and type against the program later). */
export const ImportCsvRow = z.object({
  title: CreateReport.shape.title,
  description: CreateReport.shape.content,
  scope: z.string().trim().min(1, "Name the scope by its identifier."),
  vulnerability_type: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(VrtId.optional()),
  severity: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v || undefined)
    .pipe(CustomSeverity.optional()),
});
export type ImportCsvRow = z.infer<typeof ImportCsvRow>;
