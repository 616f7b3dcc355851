import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { reportCounters, reportMessages, reports } from "../../../db/schema/index.ts";

/** A report to import: its row, less what numbering gives, and its description. */
export interface ImportRow {
  values: Omit<typeof reports.$inferInsert, "number">;
  content: string;
}

/**
 * Takes `count` numbers of the program's counter at once and returns the first. The counter row
 * stays locked until the transaction ends, so submissions and other imports queue behind it, and a
 * rollback gives the numbers back.
 */
export async function takeReportNumbers(tx: DbOrTx, programId: string, count: number): Promise<number> {
  const [row] = await tx
    .insert(reportCounters)
    .values({ programId, lastNumber: count })
    .onConflictDoUpdate({
      target: reportCounters.programId,
      set: { lastNumber: sql`${reportCounters.lastNumber} + ${count}` },
    })
    .returning({ last: reportCounters.lastNumber });
  return row!.last - count + 1;
}

/**
 * Writes reports numbered from `first`, each with its description as the first message (no sender:
 * an imported report has none), in two statements however many there are.
 */
export async function insertImported(tx: DbOrTx, first: number, rows: readonly ImportRow[]) {
  const inserted = await tx
    .insert(reports)
    .values(rows.map((r, i) => ({ ...r.values, number: first + i })))
    .returning({ id: reports.id, number: reports.number, createdAt: reports.createdAt });
  const byNumber = new Map(inserted.map((r) => [r.number, r]));
  const messages = await tx
    .insert(reportMessages)
    .values(
      rows.map((r, i) => {
        const report = byNumber.get(first + i)!;
        return {
          reportId: report.id,
          senderId: null,
          affiliation: "hunter" as const,
          content: r.content,
          createdAt: report.createdAt,
        };
      }),
    )
    .returning({ id: reportMessages.id, reportId: reportMessages.reportId });
  const messageOf = new Map(messages.map((m) => [m.reportId, m.id]));
  return inserted
    .sort((a, b) => a.number - b.number)
    .map((r) => ({ id: r.id, number: r.number, messageId: messageOf.get(r.id)! }));
}

/** An imported report's description (its first message) when the report is an import of the program. */
export async function findImportedDescription(db: DbOrTx, programId: string, reportId: string) {
  const [row] = await db
    .select({ id: reportMessages.id, reportId: reportMessages.reportId })
    .from(reportMessages)
    .innerJoin(reports, eq(reports.id, reportMessages.reportId))
    .where(and(eq(reports.id, reportId), eq(reports.programId, programId), eq(reports.isImport, true)))
    .orderBy(asc(reportMessages.createdAt), asc(reportMessages.id))
    .limit(1);
  return row ?? null;
}
