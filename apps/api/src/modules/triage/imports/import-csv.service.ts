import { pipeline, type Readable } from "node:stream";
import {
  IMPORT_CSV_COLUMNS,
  IMPORT_CSV_MAX_ROWS,
  IMPORT_ERRORS_LISTED,
  ImportCsvRow,
  type ImportResult,
  type ImportRowError,
} from "@bounty/shared";
import { CsvError, parse } from "csv-parse";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, RowsError } from "../../../http/errors.ts";
import { listScopeGroups, type ScopeGroupRow } from "../../programs/index.ts";
import { type ImportRow, insertImported, takeReportNumbers } from "./import.repository.ts";
import { importRowOf, importTarget, recordImport } from "./import.service.ts";
import { NotUtf8Error, utf8Text } from "./utf8-text.ts";

export const CSV_TOO_LARGE = "Send a CSV file smaller than 30 MB: split it.";

/** Rows written per statement pair: a batch's parameters stay far under PostgreSQL's limit. */
const BATCH = 500;
const REQUIRED = ["title", "description", "scope"] as const;

function checkHeader(header: string[]): string[] {
  const names = header.map((h) => h.trim().toLowerCase());
  const unknown = names.filter((n) => !(IMPORT_CSV_COLUMNS as readonly string[]).includes(n));
  const missing = REQUIRED.filter((n) => !names.includes(n));
  if (unknown.length > 0 || missing.length > 0 || new Set(names).size !== names.length)
    throw new AppError(
      "validation_failed",
      `The first line must name the columns ${IMPORT_CSV_COLUMNS.join(", ")} (title, description and scope are required)${unknown.length > 0 ? `; unknown: ${unknown.join(", ")}` : ""}${missing.length > 0 ? `; missing: ${missing.join(", ")}` : ""}.`,
    );
  return names;
}

/** The row's errors, or its report to write: the cells' rules, then the scope and type against the program. */
function readRow(
  line: number,
  record: Record<string, string>,
  place: (identifier: string) => ScopeGroupRow | undefined,
  toRow: (group: ScopeGroupRow, cells: ImportCsvRow) => ImportRow,
): ImportRowError[] | ImportRow {
  const parsed = ImportCsvRow.safeParse({ vulnerability_type: "", severity: "", ...record });
  if (!parsed.success)
    return parsed.error.issues.map((issue) => ({
      row: line,
      field: String(issue.path[0] ?? ""),
      message: issue.message,
    }));
  const group = place(parsed.data.scope);
  if (!group)
    return [{ row: line, field: "scope", message: "No scope of this program has this identifier." }];
  try {
    return toRow(group, parsed.data);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return [{ row: line, field: "vulnerability_type", message: e.message.replace(/^vrt: /, "") }];
  }
}

/**
 * POST programs/{id}/import/csv: every row of the file checked, then all of them imported or none.
 * Rows stream from the upload through the parser into the database 500 at a time, inside one
 * transaction: once a row is refused nothing more is written, the rest are still checked, and the
 * transaction rolls back with the list of refused rows. Memory holds one batch, never the file.
 */
export async function importCsv(
  ctx: AppContext,
  actor: Actor,
  programId: string,
  open: () => Promise<{ stream: Readable; finish: () => Promise<void> }>,
): Promise<ImportResult> {
  return ctx.database.db.transaction(async (tx) => {
    const program = await importTarget(tx, actor, programId);
    const groups = new Map((await listScopeGroups(tx, programId)).map((g) => [g.identifier.trim(), g]));
    const file = await open();
    const parser = parse({
      bom: true,
      columns: checkHeader,
      skip_empty_lines: true,
      info: true,
      max_record_size: 1_000_000,
    });
    // pipeline, not pipe: the upload's own errors (too large, cut short, the client gone) and a
    // line that is not UTF-8 reach the loop below.
    pipeline(file.stream, utf8Text(), parser, () => undefined);
    const errors: ImportRowError[] = [];
    let refused = 0;
    let rows = 0;
    let batch: ImportRow[] = [];
    let first: number | null = null;
    let last = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      const from = await takeReportNumbers(tx, programId, batch.length);
      await insertImported(tx, from, batch);
      first ??= from;
      last = from + batch.length - 1;
      batch = [];
    };
    try {
      for await (const { record, info } of parser as AsyncIterable<{
        record: Record<string, string>;
        info: { lines: number };
      }>) {
        rows += 1;
        if (rows > IMPORT_CSV_MAX_ROWS)
          throw new AppError(
            "validation_failed",
            `A file may hold at most ${IMPORT_CSV_MAX_ROWS} reports: split it.`,
          );
        const read = readRow(
          info.lines,
          record,
          (id) => groups.get(id),
          (group, cells) =>
            importRowOf(
              program,
              group,
              {
                title: cells.title,
                content: cells.description,
                vrt: cells.vulnerability_type,
                criticality: cells.severity ? { type: "custom", severity: cells.severity } : undefined,
              },
              actor.userId,
            ),
        );
        if (Array.isArray(read)) {
          refused += 1;
          if (errors.length < IMPORT_ERRORS_LISTED)
            errors.push(...read.slice(0, IMPORT_ERRORS_LISTED - errors.length));
          continue;
        }
        if (refused > 0) continue;
        batch.push(read);
        if (batch.length >= BATCH) await flush();
      }
    } catch (e) {
      if (e instanceof NotUtf8Error)
        throw new AppError(
          "validation_failed",
          `Line ${e.line} of the file is not UTF-8 text: save the file as CSV UTF-8 and send it again. Nothing was imported.`,
        );
      if (e instanceof CsvError)
        throw new AppError(
          "validation_failed",
          `The file is not a CSV we can read (line ${e.lines ?? "?"}): ${e.message}`,
        );
      throw e;
    }
    if (refused > 0)
      throw new RowsError(
        `${refused} of ${rows} rows cannot be imported: nothing was imported. Correct them and send the whole file again.`,
        errors,
      );
    await file.finish();
    await flush();
    if (first === null)
      throw new AppError(
        "validation_failed",
        "The file holds no reports: add a line per report under the header.",
      );
    await recordImport(tx, actor, program, first, last);
    return { imported: last - first + 1, firstNumber: first, lastNumber: last };
  });
}
