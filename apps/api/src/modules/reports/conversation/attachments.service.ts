import { PROGRAM_STOPPED_TEXT } from "@bounty/shared";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { type IncomingFile, withStoredUpload } from "../../../storage/stored-upload.ts";
import { payloadOf } from "../../programs/index.ts";
import { canReadReport, reportViewerOf } from "../../standing/index.ts";
import * as repo from "./attachments.repository.ts";
import { canAttachToMessage } from "./messages.policy.ts";
import { findMessage } from "./messages.repository.ts";
import { conversationCallerOf, isProgramStopped } from "./messages.service.ts";

/** The message, when the caller may read its report (else the same 404 as a missing one). */
async function messageFor(ctx: AppContext, actor: Actor | null, messageId: string) {
  const db = ctx.database.db;
  const found = await repo.findMessageWithReport(db, messageId);
  if (!found || !canReadReport(await reportViewerOf(db, actor), found.report)) throw notFound("Message");
  return found;
}

/**
 * Attaches files to a message: its author only (sessions). Each file streams to storage under a key
 * of ours with a size cap; the rows are written together once every file is stored, and a failure
 * removes the files already stored, so an upload attaches all of its files or none.
 */
export async function attachFiles(
  ctx: AppContext,
  actor: Actor,
  messageId: string,
  files: AsyncIterable<IncomingFile>,
): Promise<repo.AttachmentRow[]> {
  if (actor.via !== "session") throw new AppError("forbidden", "API keys cannot upload attachments.");
  const db = ctx.database.db;
  const found = await findMessage(db, messageId);
  const { caller, report } = await conversationCallerOf(db, actor, found?.report ?? null, "Message");
  const message = found!.message;
  if (message.deletedAt) throw new AppError("conflict", "This message was deleted.");
  if (!canAttachToMessage(caller, { ...message, deleted: false, description: false })) {
    throw new AppError("forbidden", "Only the message's author can attach files to it.");
  }
  if (isProgramStopped(report.program)) throw new AppError("conflict", PROGRAM_STOPPED_TEXT);
  const taken = await repo.listAttachmentNames(ctx.database.db, messageId);
  const keyPrefix = `attachments/${message.reportId}`;
  return withStoredUpload(ctx, files, { keyPrefix, taken }, (stored) =>
    ctx.database.db.transaction(async (tx) => {
      const rows = await repo.insertAttachments(
        tx,
        stored.map((f) => ({
          messageId,
          reportId: message.reportId,
          uploaderId: actor.userId,
          name: f.name,
          mimetype: f.mimetype,
          size: f.size,
          storageKey: f.key,
        })),
      );
      await recordEvent(tx, {
        type: "report.attachment.submitted",
        organizationId: report.organizationId,
        actorId: actor.userId,
        userId: report.senderId,
        programId: report.programId,
        reportId: report.id,
        payload: { number: report.number, messageId, files: rows.length, ...payloadOf(report.program) },
      });
      return rows;
    }),
  );
}

/** An attachment's bytes, to whoever may read the report; its size alone for a HEAD (`headOnly`). */
export async function openAttachment(
  ctx: AppContext,
  actor: Actor | null,
  messageId: string,
  name: string,
  opts: { headOnly?: boolean } = {},
) {
  await messageFor(ctx, actor, messageId);
  const row = await repo.findAttachment(ctx.database.db, messageId, name);
  const file = row ? await ctx.storage.getStream(row.storageKey, opts) : null;
  if (!row || !file) throw notFound("Attachment");
  return { row, ...file };
}

/**
 * Files on an imported report's description (issue 33), by the staff member who imported it: the
 * caller (the triage import) has checked who they are and that the report is an import of theirs.
 * Stored as a message's files are, all or none.
 */
export async function attachToDescription(
  ctx: AppContext,
  uploaderId: string,
  description: { id: string; reportId: string },
  files: AsyncIterable<IncomingFile>,
): Promise<repo.AttachmentRow[]> {
  const taken = await repo.listAttachmentNames(ctx.database.db, description.id);
  return withStoredUpload(ctx, files, { keyPrefix: `attachments/${description.reportId}`, taken }, (stored) =>
    ctx.database.db.transaction((tx) =>
      repo.insertAttachments(
        tx,
        stored.map((f) => ({
          messageId: description.id,
          reportId: description.reportId,
          uploaderId,
          name: f.name,
          mimetype: f.mimetype,
          size: f.size,
          storageKey: f.key,
        })),
      ),
    ),
  );
}
