import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { prepared } from "../../../db/prepared.ts";
import { reportAttachments, reportMessages, reports } from "../../../db/schema/index.ts";

export type AttachmentRow = typeof reportAttachments.$inferSelect;

/** A message with the facts of its report that the report rule needs. */
export async function findMessageWithReport(db: DbOrTx, messageId: string) {
  const [row] = await db
    .select({
      message: {
        id: reportMessages.id,
        senderId: reportMessages.senderId,
        reportId: reportMessages.reportId,
      },
      report: {
        senderId: reports.senderId,
        programId: reports.programId,
        organizationId: reports.organizationId,
      },
    })
    .from(reportMessages)
    .innerJoin(reports, eq(reports.id, reportMessages.reportId))
    .where(eq(reportMessages.id, messageId));
  return row ?? null;
}

export async function listAttachmentNames(db: DbOrTx, messageId: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: reportAttachments.name })
    .from(reportAttachments)
    .where(eq(reportAttachments.messageId, messageId));
  return new Set(rows.map((r) => r.name));
}

export async function insertAttachments(
  tx: DbOrTx,
  rows: (typeof reportAttachments.$inferInsert)[],
): Promise<AttachmentRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(reportAttachments).values(rows).returning();
}

export async function findAttachment(
  db: DbOrTx,
  messageId: string,
  name: string,
): Promise<AttachmentRow | null> {
  const [row] = await db
    .select()
    .from(reportAttachments)
    .where(and(eq(reportAttachments.messageId, messageId), eq(reportAttachments.name, name)));
  return row ?? null;
}

const attachmentsOf = prepared("attachments_of_messages", (db) =>
  db
    .select()
    .from(reportAttachments)
    .where(sql`${reportAttachments.messageId} = any(${sql.placeholder("messageIds")}::uuid[])`)
    .orderBy(asc(reportAttachments.createdAt), asc(reportAttachments.name)),
);

/** The attachments of these messages, oldest first. */
export async function listAttachmentsOf(db: DbOrTx, messageIds: readonly string[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return attachmentsOf(db).execute({ messageIds: [...messageIds] });
}
