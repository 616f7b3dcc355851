import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { triageAttachments } from "../../db/schema/index.ts";

export type TriageAttachmentRow = typeof triageAttachments.$inferSelect;

export async function listAttachments(db: DbOrTx, reportId: string): Promise<TriageAttachmentRow[]> {
  return db
    .select()
    .from(triageAttachments)
    .where(eq(triageAttachments.reportId, reportId))
    .orderBy(asc(triageAttachments.createdAt), asc(triageAttachments.name));
}

export async function listAttachmentNames(db: DbOrTx, messageId: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: triageAttachments.name })
    .from(triageAttachments)
    .where(eq(triageAttachments.messageId, messageId));
  return new Set(rows.map((r) => r.name));
}

export async function insertAttachments(tx: DbOrTx, rows: (typeof triageAttachments.$inferInsert)[]) {
  return tx.insert(triageAttachments).values(rows).returning();
}

export async function findAttachment(db: DbOrTx, messageId: string, name: string) {
  const [row] = await db
    .select()
    .from(triageAttachments)
    .where(and(eq(triageAttachments.messageId, messageId), eq(triageAttachments.name, name)));
  return row ?? null;
}
