import type { ImportedReport, ImportReport } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, invalid, notFound } from "../../../http/errors.ts";
import type { IncomingFile } from "../../../storage/stored-upload.ts";
import {
  findProgram,
  findScopeGroup,
  type ProgramRow,
  payloadOf,
  type ScopeGroupRow,
} from "../../programs/index.ts";
import { attachToDescription, checkSubmission, reportSearchText } from "../../reports/index.ts";
import { sidesOnProgram } from "../triage.service.ts";
import {
  findImportedDescription,
  type ImportRow,
  insertImported,
  takeReportNumbers,
} from "./import.repository.ts";

/**
 * The program an import goes to, when the caller is on its organization's side of triage (its admin
 * or a manager of the program). A program that is not triaged, or that the caller takes no part in,
 * is not found (the triage rule); a triager who is not on the organization's side is refused.
 */
export async function importTarget(db: DbOrTx, actor: Actor, programId: string): Promise<ProgramRow> {
  const sides = await sidesOnProgram(db, actor, programId);
  if (!sides.includes("organization"))
    throw new AppError(
      "forbidden",
      "Only the organization's admin and the program's managers import reports.",
    );
  return (await findProgram(db, programId))!.program;
}

/** An imported report's row: a submission's checks and facts, without a sender. */
export function importRowOf(
  program: ProgramRow,
  group: ScopeGroupRow,
  input: Pick<ImportReport, "title" | "content" | "vrt" | "criticality">,
  importedBy: string,
): ImportRow {
  const checked = checkSubmission(program, group, input);
  return {
    values: {
      programId: program.id,
      organizationId: program.organizationId,
      senderId: null,
      isImport: true,
      importedBy,
      title: input.title,
      scopeGroupId: group.id,
      scope: checked.scope,
      rewards: program.rewards,
      vrtId: checked.vrtId,
      criticality: checked.criticality,
      severity: checked.severity,
      searchText: reportSearchText(input.title, input.content),
    },
    content: input.content,
  };
}

/** Records one import of reports numbered `first` to `last` for the program's staff's feed. */
export async function recordImport(
  tx: DbOrTx,
  actor: Actor,
  program: ProgramRow,
  first: number,
  last: number,
) {
  await recordEvent(tx, {
    type: "program.reports.imported",
    organizationId: program.organizationId,
    actorId: actor.userId,
    programId: program.id,
    payload: { count: last - first + 1, first, last, ...payloadOf(program) },
  });
}

/**
 * POST programs/{id}/import: one report brought in from elsewhere (spec 2 §3, §5). It has no sender,
 * is never rewarded, and enters the triage queue (the reports trigger gives it its stage) marked as
 * imported. Its files follow on POST programs/{id}/import/{reportId}/attachments.
 */
export async function importReport(
  ctx: AppContext,
  actor: Actor,
  programId: string,
  input: ImportReport,
): Promise<ImportedReport> {
  return ctx.database.db.transaction(async (tx) => {
    const program = await importTarget(tx, actor, programId);
    const group = await findScopeGroup(tx, programId, input.scope);
    if (!group) throw invalid("scope", "Pick a scope of this program.");
    const row = importRowOf(program, group, input, actor.userId);
    const first = await takeReportNumbers(tx, programId, 1);
    const [imported] = await insertImported(tx, first, [row]);
    await recordImport(tx, actor, program, first, first);
    return imported!;
  });
}

/** POST programs/{id}/import/{reportId}/attachments: the imported report's files, by the organization's side. */
export async function attachImportFiles(
  ctx: AppContext,
  actor: Actor,
  programId: string,
  reportId: string,
  files: AsyncIterable<IncomingFile>,
) {
  if (actor.via !== "session") throw new AppError("forbidden", "API keys cannot upload attachments.");
  const db = ctx.database.db;
  await importTarget(db, actor, programId);
  const description = await findImportedDescription(db, programId, reportId);
  if (!description) throw notFound("Imported report");
  return attachToDescription(ctx, actor.userId, description, files);
}
