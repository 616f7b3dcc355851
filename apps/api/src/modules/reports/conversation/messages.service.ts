import {
  type CreateMessage,
  isProgramStopped,
  type ListMessagesQuery,
  type MessageRevision,
  PROGRAM_STOPPED_TEXT,
  type ReportMessage,
} from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { type NewEvent, recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { pageWindow } from "../../../http/pagination.ts";
import { payloadOf } from "../../programs/index.ts";
import {
  API_KEYS_READ_REPORTS,
  canReadReport,
  hasOrganizationAccess,
  isReportSender,
  reportViewerOf,
} from "../../standing/index.ts";
import { toReportPerson } from "../core/reports.presenter.ts";
import { reportSearchText } from "../lists/report-search.ts";
import {
  type ConversationCaller,
  canPostMessage,
  type MessageRefusal,
  refuseDeleteAttachment,
  refuseDeleteMessage,
  refuseEditMessage,
  sideOf,
} from "./messages.policy.ts";
import { factsOf, present } from "./messages.presenter.ts";
import * as repo from "./messages.repository.ts";

/** A program that was never started or was stopped takes no new messages (spec 2 §4). */
export { isProgramStopped };

/**
 * The caller as one report's conversation sees them, or the report's 404 when they may not read it
 * (a missing report and a hidden one answer alike).
 */
export async function conversationCallerOf(
  db: DbOrTx,
  actor: Actor | null,
  report: repo.ConversationReport | null,
  what = "Report",
): Promise<{ caller: ConversationCaller; report: repo.ConversationReport }> {
  const viewer = await reportViewerOf(db, actor);
  if (!actor || !report || !canReadReport(viewer, report)) throw notFound(what);
  return {
    report,
    caller: {
      userId: actor.userId,
      session: actor.via === "session",
      sender: isReportSender(viewer, report),
      organization: hasOrganizationAccess(viewer, report),
    },
  };
}

/** A conversation event: ids only (the stream and feeds never carry words). */
const conversationEvent = (
  type: "report.message.updated" | "report.message.deleted" | "report.attachment.deleted",
  actorId: string,
  report: repo.ConversationReport,
  messageId: string,
): NewEvent => ({
  type,
  organizationId: report.organizationId,
  actorId,
  userId: report.senderId,
  programId: report.programId,
  reportId: report.id,
  payload: { number: report.number, messageId, ...payloadOf(report.program) },
});

const requireSession = (caller: ConversationCaller) => {
  if (!caller.session) throw new AppError("forbidden", API_KEYS_READ_REPORTS);
};

/** GET messages: a page of the report's conversation, oldest first, to whoever may read the report. */
export async function listMessagesFor(
  ctx: AppContext,
  actor: Actor,
  q: ListMessagesQuery,
): Promise<{ data: ReportMessage[]; meta: { total: number; page: number; perPage: number } }> {
  const db = ctx.database.db;
  const { report, caller } = await conversationCallerOf(
    db,
    actor,
    await repo.findConversationReport(db, q.report),
  );
  const total = report.messageCount;
  const window = pageWindow(total, q.page, q.perPage);
  const rows = window ? await repo.listMessages(db, report.id, window) : [];
  return {
    data: await present(ctx, rows, report, caller),
    meta: { total, page: q.page, perPage: q.perPage },
  };
}

/** One message as the caller sees it (after a write). */
async function messageAsSeen(
  ctx: AppContext,
  message: repo.MessageRow,
  report: repo.ConversationReport,
  caller: ConversationCaller,
): Promise<ReportMessage> {
  const row = await repo.findMessageListRow(ctx.database.db, message.id);
  const [seen] = await present(ctx, [row!], report, caller);
  return seen!;
}

/**
 * POST messages: the sender writes as the hunter, the program's staff as the organization. A
 * stopped program takes no new message. The `report.message.submitted` event names the message,
 * never its words.
 */
export async function postMessage(
  ctx: AppContext,
  actor: Actor,
  input: CreateMessage,
): Promise<ReportMessage> {
  const db = ctx.database.db;
  const { report, caller } = await conversationCallerOf(
    db,
    actor,
    await repo.findConversationReport(db, input.report),
  );
  requireSession(caller);
  if (!canPostMessage(caller))
    throw new AppError("forbidden", "Only the report's sender and the program's staff write here.");
  if (isProgramStopped(report.program)) throw new AppError("conflict", PROGRAM_STOPPED_TEXT);
  const message = await db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, {
      reportId: report.id,
      senderId: actor.userId,
      affiliation: sideOf(caller)!,
      content: input.content,
    });
    await recordEvent(tx, {
      type: "report.message.submitted",
      organizationId: report.organizationId,
      actorId: actor.userId,
      userId: report.senderId,
      programId: report.programId,
      reportId: report.id,
      payload: {
        number: report.number,
        messageId: row.id,
        affiliation: row.affiliation,
        ...payloadOf(report.program),
      },
    });
    return row;
  });
  return messageAsSeen(ctx, message, { ...report, messageCount: report.messageCount + 1 }, caller);
}

/** The message, locked when asked, with the caller's standing; the message's 404 when hidden. */
async function messageFor(db: DbOrTx, actor: Actor, id: string, lock: boolean) {
  const found = await repo.findMessage(db, id, lock);
  const { caller } = await conversationCallerOf(db, actor, found?.report ?? null, "Message");
  return { ...found!, caller };
}

/**
 * PUT messages/{id}: replaces the text and keeps every version. Editing the description also
 * rewrites the text search reads.
 */
export async function editMessage(
  ctx: AppContext,
  actor: Actor,
  id: string,
  content: string,
): Promise<ReportMessage> {
  const { message, report, caller } = await ctx.database.db.transaction(async (tx) => {
    const found = await messageFor(tx, actor, id, true);
    requireSession(found.caller);
    const facts = factsOf(found.message, found.report);
    refuseWith(refuseEditMessage(found.caller, facts));
    const message = await repo.reviseMessage(tx, found.message, actor.userId, content);
    await recordEvent(tx, conversationEvent("report.message.updated", actor.userId, found.report, id));
    if (facts.description)
      await repo.setSearchText(tx, found.report.id, reportSearchText(found.report.title, content));
    return { ...found, message };
  });
  return messageAsSeen(ctx, message, report, caller);
}

function refuseWith(refusal: MessageRefusal | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

/** DELETE messages/{id}: the words, versions and files go; the place stays, with who and when. */
export async function deleteMessage(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const keys = await ctx.database.db.transaction(async (tx) => {
    const found = await messageFor(tx, actor, id, true);
    requireSession(found.caller);
    refuseWith(refuseDeleteMessage(found.caller, factsOf(found.message, found.report)));
    const keys = await repo.eraseMessage(tx, id, actor.userId);
    await recordEvent(tx, conversationEvent("report.message.deleted", actor.userId, found.report, id));
    return keys;
  });
  for (const key of keys) await ctx.storage.delete(key);
}

/** GET messages/{id}/revisions: every version, to whoever may read the report; none once deleted. */
export async function listRevisionsFor(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<MessageRevision[]> {
  const db = ctx.database.db;
  await messageFor(db, actor, id, false);
  const rows = await repo.listRevisions(db, id);
  return rows.map((r) => ({
    number: r.number,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    editor: toReportPerson(r.editor),
  }));
}

/** DELETE messages/{id}/attachments/{name} (spec 2 §4); gone for everyone at once. */
export async function deleteAttachmentFor(
  ctx: AppContext,
  actor: Actor,
  id: string,
  name: string,
): Promise<void> {
  const key = await ctx.database.db.transaction(async (tx) => {
    const found = await messageFor(tx, actor, id, true);
    requireSession(found.caller);
    refuseWith(refuseDeleteAttachment(found.caller, factsOf(found.message, found.report)));
    const key = await repo.deleteAttachment(tx, id, name);
    if (!key) throw notFound("Attachment");
    await recordEvent(tx, conversationEvent("report.attachment.deleted", actor.userId, found.report, id));
    return key;
  });
  await ctx.storage.delete(key);
}
