import { and, asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { reportNotes, users } from "../../../db/schema/index.ts";
import type { PageWindow } from "../../../http/pagination.ts";

export type NoteRow = typeof reportNotes.$inferSelect;

const noteColumns = {
  note: reportNotes,
  sender: {
    id: users.id,
    displayName: users.displayName,
    uniqueName: users.uniqueName,
    iconKey: users.iconKey,
  },
};

export async function countNotes(db: DbOrTx, reportId: string): Promise<number> {
  return db.$count(reportNotes, eq(reportNotes.reportId, reportId));
}

/** One page of a report's notes, oldest first, with their authors. */
export async function listNotes(db: DbOrTx, reportId: string, window: PageWindow) {
  const backward = window.direction === "backward";
  const rows = await db
    .select(noteColumns)
    .from(reportNotes)
    .leftJoin(users, eq(users.id, reportNotes.senderId))
    .where(eq(reportNotes.reportId, reportId))
    .orderBy(
      ...(backward
        ? [desc(reportNotes.createdAt), desc(reportNotes.id)]
        : [asc(reportNotes.createdAt), asc(reportNotes.id)]),
    )
    .offset(window.offset)
    .limit(window.limit);
  return backward ? rows.reverse() : rows;
}
export type NoteListRow = Awaited<ReturnType<typeof listNotes>>[number];

export async function insertNote(
  db: DbOrTx,
  values: { reportId: string; senderId: string; content: string },
): Promise<NoteRow> {
  const [row] = await db.insert(reportNotes).values(values).returning();
  return row!;
}

/** A note of this report (a note of another report is not found here). */
export async function findNote(db: DbOrTx, reportId: string, noteId: string): Promise<NoteRow | null> {
  const [row] = await db
    .select()
    .from(reportNotes)
    .where(and(eq(reportNotes.id, noteId), eq(reportNotes.reportId, reportId)));
  return row ?? null;
}

export async function deleteNote(db: DbOrTx, noteId: string): Promise<void> {
  await db.delete(reportNotes).where(eq(reportNotes.id, noteId));
}
