import type { SaveTestForm } from "@bounty/shared";
import { and, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { testForms, testInfoRequests } from "../../../db/schema/index.ts";
import type { TestFormRow } from "../core/program-details.repository.ts";

/** A form of the program, or null (a form of another program is not found). */
export async function findTestForm(
  db: DbOrTx,
  programId: string,
  formId: string,
  opts: { lock?: "update" | "key share" } = {},
): Promise<TestFormRow | null> {
  const query = db
    .select()
    .from(testForms)
    .where(and(eq(testForms.programId, programId), eq(testForms.id, formId)));
  const [row] = opts.lock ? await query.for(opts.lock) : await query;
  return row ?? null;
}

export async function countTestForms(db: DbOrTx, programId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(testForms).where(eq(testForms.programId, programId));
  return row?.n ?? 0;
}

export async function createTestForm(
  db: DbOrTx,
  programId: string,
  input: SaveTestForm,
): Promise<TestFormRow> {
  const [row] = await db
    .insert(testForms)
    .values({ programId, ...input })
    .returning();
  if (!row) throw new Error("test form insert returned no row");
  return row;
}

export async function updateTestForm(db: DbOrTx, formId: string, input: SaveTestForm): Promise<TestFormRow> {
  const [row] = await db
    .update(testForms)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(testForms.id, formId))
    .returning();
  if (!row) throw new Error("test form update returned no row");
  return row;
}

/** Deletes a form; its requests (and their messages) go with it by foreign key cascade. Answers how many. */
export async function deleteTestForm(db: DbOrTx, formId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(testInfoRequests)
    .where(eq(testInfoRequests.formId, formId));
  await db.delete(testForms).where(eq(testForms.id, formId));
  return row?.n ?? 0;
}
