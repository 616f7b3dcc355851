import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import { prepared } from "../../../db/prepared.ts";
import {
  programs,
  reportAttachments,
  reportMessageRevisions,
  reportMessages,
  reports,
  users,
} from "../../../db/schema/index.ts";
import type { PageWindow } from "../../../http/pagination.ts";

export type MessageRow = typeof reportMessages.$inferSelect;
type PersonRow = typeof users.$inferSelect;

/** The id of the report's description: its first message. */
const descriptionId = sql<string>`(
  select ${reportMessages.id} from ${reportMessages} where ${reportMessages.reportId} = ${reports.id}
  order by ${reportMessages.createdAt}, ${reportMessages.id} limit 1)`;

/** What the conversation's rules need of a report: its visibility facts, program state and counts. */
export interface ConversationReport {
  id: string;
  number: number;
  title: string;
  senderId: string | null;
  programId: string;
  organizationId: string;
  messageCount: number;
  descriptionId: string;
  program: Pick<typeof programs.$inferSelect, "name" | "activated" | "status" | "visibility">;
}

const conversationReport = prepared("conversation_report", (db) =>
  db
    .select({
      id: reports.id,
      number: reports.number,
      title: reports.title,
      senderId: reports.senderId,
      programId: reports.programId,
      organizationId: reports.organizationId,
      messageCount: reports.messageCount,
      descriptionId,
      program: {
        name: programs.name,
        activated: programs.activated,
        status: programs.status,
        visibility: programs.visibility,
      },
    })
    .from(reports)
    .innerJoin(programs, eq(programs.id, reports.programId))
    .where(eq(reports.id, sql.placeholder("reportId"))),
);

export async function findConversationReport(
  db: DbOrTx,
  reportId: string,
): Promise<ConversationReport | null> {
  const [row] = await conversationReport(db).execute({ reportId });
  return row ?? null;
}

/** A message and its report's facts; `lock` holds the message row until the transaction ends. */
export async function findMessage(
  db: DbOrTx,
  messageId: string,
  lock = false,
): Promise<{ message: MessageRow; report: ConversationReport } | null> {
  const query = db.select().from(reportMessages).where(eq(reportMessages.id, messageId));
  const [message] = lock ? await query.for("update") : await query;
  if (!message) return null;
  const report = await findConversationReport(db, message.reportId);
  return report ? { message, report } : null;
}

const senders = alias(users, "sender");
const deleters = alias(users, "deleter");

export interface MessageListRow {
  message: MessageRow;
  sender: PersonRow | null;
  deletedBy: PersonRow | null;
  revisions: number;
}

const listColumns = {
  message: reportMessages,
  sender: senders,
  deletedBy: deleters,
  revisions: sql<number>`(select count(*)::int from ${reportMessageRevisions}
    where ${reportMessageRevisions.messageId} = ${reportMessages.id})`,
};

const messagesWithPeople = (db: DbOrTx) =>
  db
    .select(listColumns)
    .from(reportMessages)
    .leftJoin(senders, eq(senders.id, reportMessages.senderId))
    .leftJoin(deleters, eq(deleters.id, reportMessages.deletedById));

const messagesPage = (name: string, order: typeof asc | typeof desc) =>
  prepared(name, (db) =>
    messagesWithPeople(db)
      .where(eq(reportMessages.reportId, sql.placeholder("reportId")))
      .orderBy(order(reportMessages.createdAt), order(reportMessages.id))
      .offset(sql.placeholder("offset"))
      .limit(sql.placeholder("limit")),
  );
const messagesForward = messagesPage("messages_page_forward", asc);
// A page past the middle is read from the end (http/pagination.ts).
const messagesBackward = messagesPage("messages_page_backward", desc);

/** One page of a report's messages, oldest first, with their people and how many versions each had. */
export async function listMessages(
  db: DbOrTx,
  reportId: string,
  window: PageWindow,
): Promise<MessageListRow[]> {
  const backward = window.direction === "backward";
  const rows = await (backward ? messagesBackward : messagesForward)(db).execute({
    reportId,
    offset: window.offset,
    limit: window.limit,
  });
  return backward ? rows.reverse() : rows;
}

/** One message as a list shows it. */
export async function findMessageListRow(db: DbOrTx, messageId: string): Promise<MessageListRow | null> {
  const [row] = await messagesWithPeople(db).where(eq(reportMessages.id, messageId));
  return row ?? null;
}

/** A new message: the report counts it and its latest comment moves (the list's comment sort). */
export async function insertMessage(
  tx: DbOrTx,
  values: { reportId: string; senderId: string; affiliation: "hunter" | "member"; content: string },
): Promise<MessageRow> {
  const [message] = await tx.insert(reportMessages).values(values).returning();
  await tx
    .update(reports)
    .set({ messageCount: sql`${reports.messageCount} + 1`, lastCommentAt: message!.createdAt })
    .where(eq(reports.id, values.reportId));
  return message!;
}

/**
 * Replaces a message's text and keeps the versions: the first edit also records the text first sent
 * as version 1. The caller holds the message's lock, so version numbers never collide.
 */
export async function reviseMessage(
  tx: DbOrTx,
  message: MessageRow,
  editorId: string,
  content: string,
): Promise<MessageRow> {
  const [{ last } = { last: 0 }] = await tx
    .select({ last: sql<number>`coalesce(max(${reportMessageRevisions.number}), 0)::int` })
    .from(reportMessageRevisions)
    .where(eq(reportMessageRevisions.messageId, message.id));
  const versions: (typeof reportMessageRevisions.$inferInsert)[] = [];
  if (last === 0) {
    versions.push({
      messageId: message.id,
      number: 1,
      editorId: message.senderId,
      content: message.content,
      createdAt: message.createdAt,
    });
  }
  const [updated] = await tx
    .update(reportMessages)
    .set({ content, editedAt: sql`now()` })
    .where(eq(reportMessages.id, message.id))
    .returning();
  versions.push({
    messageId: message.id,
    number: Math.max(last, 1) + 1,
    editorId,
    content,
    createdAt: updated!.editedAt!,
  });
  await tx.insert(reportMessageRevisions).values(versions);
  return updated!;
}

/**
 * Deletes a message's words, versions and files, keeping its place in the conversation with who
 * deleted it and when. Answers the storage keys of its files, to remove once committed.
 */
export async function eraseMessage(tx: DbOrTx, messageId: string, deletedById: string): Promise<string[]> {
  await tx
    .update(reportMessages)
    .set({ content: "", deletedAt: sql`now()`, deletedById })
    .where(eq(reportMessages.id, messageId));
  await tx.delete(reportMessageRevisions).where(eq(reportMessageRevisions.messageId, messageId));
  const files = await tx
    .delete(reportAttachments)
    .where(eq(reportAttachments.messageId, messageId))
    .returning({ key: reportAttachments.storageKey });
  return files.map((f) => f.key);
}

const editors = alias(users, "editor");

/** A message's versions, first to last. */
export async function listRevisions(db: DbOrTx, messageId: string) {
  return db
    .select({
      number: reportMessageRevisions.number,
      content: reportMessageRevisions.content,
      createdAt: reportMessageRevisions.createdAt,
      editor: editors,
    })
    .from(reportMessageRevisions)
    .leftJoin(editors, eq(editors.id, reportMessageRevisions.editorId))
    .where(eq(reportMessageRevisions.messageId, messageId))
    .orderBy(asc(reportMessageRevisions.number));
}

/** The report's search text follows its description (title and description, lowercased). */
export async function setSearchText(tx: DbOrTx, reportId: string, searchText: string): Promise<void> {
  await tx.update(reports).set({ searchText }).where(eq(reports.id, reportId));
}

/** Removes one attachment's row; answers its storage key, or null when there was none. */
export async function deleteAttachment(tx: DbOrTx, messageId: string, name: string): Promise<string | null> {
  const [row] = await tx
    .delete(reportAttachments)
    .where(and(eq(reportAttachments.messageId, messageId), eq(reportAttachments.name, name)))
    .returning({ key: reportAttachments.storageKey });
  return row?.key ?? null;
}
