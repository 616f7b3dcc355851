import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { type IncomingFile, withStoredUpload } from "../../storage/stored-upload.ts";
import { findAttachment } from "../reports/index.ts";
import * as repo from "./triage.repository.ts";
import { loadVulnerability } from "./triage.service.ts";
import * as stored from "./triage-attachments.repository.ts";

/** The triage message and its vulnerability, when the caller takes part in its triage (else 404). */
async function messageFor(ctx: AppContext, actor: Actor, messageId: string) {
  const db = ctx.database.db;
  const message = await repo.findMessage(db, messageId);
  if (!message) throw notFound("Message");
  await loadVulnerability(db, actor, message.reportId).catch(() => {
    throw notFound("Message");
  });
  return message;
}

/**
 * POST triage/{id}/attachments/{reportId}: the author of triage message `id` attaches files to it,
 * all or none (spec 2 §7: the message first, then its files). The vulnerability must be the message's.
 */
export async function attachTriageFiles(
  ctx: AppContext,
  actor: Actor,
  messageId: string,
  reportId: string,
  files: AsyncIterable<IncomingFile>,
) {
  const message = await messageFor(ctx, actor, messageId);
  if (message.reportId !== reportId) throw notFound("Message");
  if (message.senderId !== actor.userId)
    throw new AppError("forbidden", "Only the message's author can attach files to it.");
  const taken = await stored.listAttachmentNames(ctx.database.db, messageId);
  return withStoredUpload(ctx, files, { keyPrefix: `triage/${reportId}`, taken }, (kept) =>
    stored.insertAttachments(
      ctx.database.db,
      kept.map((f) => ({
        messageId,
        reportId,
        uploaderId: actor.userId,
        name: f.name,
        mimetype: f.mimetype,
        size: f.size,
        storageKey: f.key,
      })),
    ),
  );
}

/**
 * A file of the hunter's conversation (the description's or a later message's) to whoever takes part
 * in the report's triage: triagers outside the organization read it here, not on the report's download
 * path, which their standing does not pass. Internal notes have no files and are not the triage's.
 */
async function conversationFile(ctx: AppContext, actor: Actor, messageId: string, name: string) {
  const db = ctx.database.db;
  const reportId = await repo.findReportOfMessage(db, messageId);
  if (!reportId) throw notFound("Message");
  await loadVulnerability(db, actor, reportId).catch(() => {
    throw notFound("Message");
  });
  return findAttachment(db, messageId, name);
}

/**
 * GET triage/{id}/attachments/{name}: a triage message's file, or a file of the hunter's
 * conversation, to whoever takes part in the vulnerability's triage.
 */
export async function openTriageAttachment(
  ctx: AppContext,
  actor: Actor,
  messageId: string,
  name: string,
  opts: { headOnly?: boolean } = {},
) {
  const isTriageMessage = (await repo.findMessage(ctx.database.db, messageId)) !== null;
  const row = isTriageMessage
    ? await messageFor(ctx, actor, messageId).then(() =>
        stored.findAttachment(ctx.database.db, messageId, name),
      )
    : await conversationFile(ctx, actor, messageId, name);
  const file = row ? await ctx.storage.getStream(row.storageKey, opts) : null;
  if (!row || !file) throw notFound("Attachment");
  return { row, ...file };
}
