import type { ListNotesQuery, ReportNote } from "@bounty/shared";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { pageWindow } from "../../../http/pagination.ts";
import { findUser } from "../../users/index.ts";
import { toReportPerson } from "../core/reports.presenter.ts";
import { type ConversationCaller, canDeleteNote, canUseNotes } from "./messages.policy.ts";
import { findConversationReport } from "./messages.repository.ts";
import { conversationCallerOf } from "./messages.service.ts";
import * as repo from "./notes.repository.ts";

/**
 * The caller, when they may use the report's notes. Whoever may not read the report gets its 404;
 * the sender and API keys, who may read it, are told notes are the staff's (403).
 */
async function notesCaller(ctx: AppContext, actor: Actor, reportId: string): Promise<ConversationCaller> {
  const db = ctx.database.db;
  const { caller } = await conversationCallerOf(db, actor, await findConversationReport(db, reportId));
  if (!canUseNotes(caller)) throw new AppError("forbidden", "Internal notes are for the program's staff.");
  return caller;
}

const toNote = (row: repo.NoteListRow, caller: ConversationCaller): ReportNote => ({
  id: row.note.id,
  content: row.note.content,
  sentAt: row.note.createdAt.toISOString(),
  sender: toReportPerson(row.sender),
  can: { delete: canDeleteNote(caller, row.note) },
});

/** GET reports/{id}/notes: oldest first, 400 a page. */
export async function listNotesFor(ctx: AppContext, actor: Actor, reportId: string, q: ListNotesQuery) {
  const caller = await notesCaller(ctx, actor, reportId);
  const db = ctx.database.db;
  const total = await repo.countNotes(db, reportId);
  const window = pageWindow(total, q.page, q.perPage);
  const rows = window ? await repo.listNotes(db, reportId, window) : [];
  return { data: rows.map((r) => toNote(r, caller)), meta: { total, page: q.page, perPage: q.perPage } };
}

/** POST reports/{id}/notes. Notes write no event: nothing a hunter can receive may carry one. */
export async function addNote(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
  content: string,
): Promise<ReportNote> {
  const caller = await notesCaller(ctx, actor, reportId);
  const note = await repo.insertNote(ctx.database.db, { reportId, senderId: actor.userId, content });
  return toNote({ note, sender: await findUser(ctx.database.db, actor.userId) }, caller);
}

/** DELETE reports/{id}/notes/{noteId}: its author only. */
export async function removeNote(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
  noteId: string,
): Promise<void> {
  const caller = await notesCaller(ctx, actor, reportId);
  const note = await repo.findNote(ctx.database.db, reportId, noteId);
  if (!note) throw notFound("Note");
  if (!canDeleteNote(caller, note)) throw new AppError("forbidden", "Only its author can delete a note.");
  await repo.deleteNote(ctx.database.db, noteId);
}
