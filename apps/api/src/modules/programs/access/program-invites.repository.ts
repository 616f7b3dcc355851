import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { programInvites } from "../../../db/schema/index.ts";

export type ProgramInviteRow = typeof programInvites.$inferSelect;

/** The program's invite link, if it has one (there is at most one). */
export async function findInviteOfProgram(db: DbOrTx, programId: string): Promise<ProgramInviteRow | null> {
  const [row] = await db.select().from(programInvites).where(eq(programInvites.programId, programId));
  return row ?? null;
}

/** An invite of this program; another program's invite id is not found. */
export async function findInvite(
  db: DbOrTx,
  programId: string,
  inviteId: string,
): Promise<ProgramInviteRow | null> {
  const [row] = await db
    .select()
    .from(programInvites)
    .where(and(eq(programInvites.programId, programId), eq(programInvites.id, inviteId)));
  return row ?? null;
}

export async function createInvite(
  db: DbOrTx,
  values: { programId: string; createdBy: string },
): Promise<ProgramInviteRow> {
  const [row] = await db.insert(programInvites).values(values).returning();
  return row!;
}

/** False when the program has no invite with that id. */
export async function deleteInvite(db: DbOrTx, programId: string, inviteId: string): Promise<boolean> {
  const rows = await db
    .delete(programInvites)
    .where(and(eq(programInvites.programId, programId), eq(programInvites.id, inviteId)))
    .returning({ id: programInvites.id });
  return rows.length === 1;
}
