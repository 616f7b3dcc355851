import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { pipeline, Transform } from "node:stream";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE, PROGRAM_STOPPED_TEXT } from "@bounty/shared";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import {
  cleanAttachmentName,
  detectAttachmentType,
  uniqueAttachmentName,
} from "../../../storage/attachment-type.ts";
import { FileTooLargeError } from "../../../storage/storage.ts";
import { payloadOf } from "../../programs/index.ts";
import { canReadReport, reportViewerOf } from "../../standing/index.ts";
import * as repo from "./attachments.repository.ts";
import { canAttachToMessage } from "./messages.policy.ts";
import { findMessage } from "./messages.repository.ts";
import { conversationCallerOf, isProgramStopped } from "./messages.service.ts";

export { ATTACHMENT_MAX_BYTES } from "@bounty/shared";
export const ATTACHMENTS_PER_UPLOAD = 10;

/** One uploaded file as the route hands it over: its name and its bytes, still streaming. */
export interface IncomingFile {
  filename: string;
  stream: Readable;
}

/** Keeps the first bytes that go through (the type is read from them). */
function headOf(target: { bytes: Buffer }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (target.bytes.length < 16) target.bytes = Buffer.concat([target.bytes, chunk]).subarray(0, 16);
      done(null, chunk);
    },
  });
}

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
  const stored: { key: string; name: string; mimetype: string; size: number }[] = [];
  try {
    for await (const file of files) {
      if (stored.length >= ATTACHMENTS_PER_UPLOAD) {
        throw new AppError("bad_request", `Attach at most ${ATTACHMENTS_PER_UPLOAD} files at a time.`);
      }
      const key = `attachments/${message.reportId}/${randomUUID()}`;
      const head = { bytes: Buffer.alloc(0) };
      // pipeline, not pipe: a client that goes away destroys the part's stream, and that error must
      // reach the write below so it removes its partial file and this upload unwinds.
      const body = pipeline(file.stream, headOf(head), () => undefined);
      const size = await ctx.storage.putStream(key, body, ATTACHMENT_MAX_BYTES);
      const name = uniqueAttachmentName(cleanAttachmentName(file.filename), taken);
      taken.add(name);
      stored.push({ key, name, mimetype: detectAttachmentType(head.bytes), size });
    }
    if (stored.length === 0) throw new AppError("bad_request", "Choose at least one file to attach.");
    return await ctx.database.db.transaction(async (tx) => {
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
    });
  } catch (e) {
    for (const f of stored) await ctx.storage.delete(f.key);
    if (e instanceof FileTooLargeError || (e as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("payload_too_large", ATTACHMENT_TOO_LARGE);
    }
    throw e;
  }
}

/** An attachment's bytes, to whoever may read the report. */
export async function openAttachment(ctx: AppContext, actor: Actor | null, messageId: string, name: string) {
  await messageFor(ctx, actor, messageId);
  const row = await repo.findAttachment(ctx.database.db, messageId, name);
  const file = row ? await ctx.storage.getStream(row.storageKey) : null;
  if (!row || !file) throw notFound("Attachment");
  return { row, ...file };
}
