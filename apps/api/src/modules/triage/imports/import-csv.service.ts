import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline, type Readable } from "node:stream";
import { pipeline as pipelined } from "node:stream/promises";
import {
  controlCharacterMessage,
  IMPORT_CSV_COLUMNS,
  IMPORT_CSV_MAX_ROWS,
  IMPORT_ERRORS_LISTED,
  ImportCsvRow,
  type ImportResult,
  type ImportRowError,
  refusedCharacter,
} from "@bounty/shared";
import { CsvError, parse } from "csv-parse";
import type { DbOrTx } from "../../../db/client.ts";
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
  // The API's one rule for text (the text guard does not read multipart bodies): a description may
  // hold tabs and line breaks, no other cell any control character.
  for (const [field, value] of Object.entries(record)) {
    const multiline = { multiline: field === "description" };
    const char = refusedCharacter(value, multiline);
    if (char) return [{ row: line, field, message: controlCharacterMessage(char, multiline) }];
  }
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
 * The upload is first kept in a temporary file, its text checked as it comes (no transaction waits
 * on a client: a slow or stalled upload held a database connection for as long as it liked, and a
 * few of them stopped every tenant's requests). Then rows stream from that file through the parser
 * into the database 500 at a time, inside one transaction: once a row is refused nothing more is
 * written, the rest are still checked, and the transaction rolls back with the list of refused rows.
 * Memory holds one batch, never the file.
 */
export async function importCsv(
  ctx: AppContext,
  actor: Actor,
  programId: string,
  open: () => Promise<{ stream: Readable; finish: () => Promise<void> }>,
): Promise<ImportResult> {
  await importTarget(ctx.database.db, actor, programId);
  const dir = await mkdtemp(join(tmpdir(), "bounty-import-"));
  try {
    const path = join(dir, "upload.csv");
    await spool(await open(), path);
    return await ctx.database.db.transaction((tx) => importRows(tx, actor, programId, path));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Keeps the upload in `path` once it is whole and UTF-8 text (or UTF-16 with its byte order mark). */
async function spool(file: { stream: Readable; finish: () => Promise<void> }, path: string) {
  try {
    await pipelined(file.stream, utf8Text(), createWriteStream(path));
  } catch (e) {
    if (e instanceof NotUtf8Error)
      throw new AppError(
        "validation_failed",
        `Line ${e.line} of the file is not UTF-8 text: save the file as CSV UTF-8 and send it again. Nothing was imported.`,
      );
    throw e;
  }
  await file.finish();
}

async function importRows(tx: DbOrTx, actor: Actor, programId: string, path: string): Promise<ImportResult> {
  const program = await importTarget(tx, actor, programId);
  const groups = new Map((await listScopeGroups(tx, programId)).map((g) => [g.identifier.trim(), g]));
  const parser = parse({
    bom: true,
    columns: checkHeader,
    skip_empty_lines: true,
    info: true,
    max_record_size: 1_000_000,
  });
  pipeline(createReadStream(path), parser, () => undefined);
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
  await flush();
  if (first === null)
    throw new AppError(
      "validation_failed",
      "The file holds no reports: add a line per report under the header.",
    );
  await recordImport(tx, actor, program, first, last);
  return { imported: last - first + 1, firstNumber: first, lastNumber: last };
}
