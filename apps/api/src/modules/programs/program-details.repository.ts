import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { guidelineAcceptances, programApplications, scopeGroups, testForms } from "../../db/schema/index.ts";

export type ScopeGroupRow = typeof scopeGroups.$inferSelect;
export type TestFormRow = typeof testForms.$inferSelect;
export type ApplicationRow = typeof programApplications.$inferSelect;

/** The program's scope groups in the order the organization arranged them. */
export async function listScopeGroups(db: DbOrTx, programId: string): Promise<ScopeGroupRow[]> {
  return db
    .select()
    .from(scopeGroups)
    .where(eq(scopeGroups.programId, programId))
    .orderBy(asc(scopeGroups.position), asc(scopeGroups.createdAt), asc(scopeGroups.id));
}

export async function listTestForms(db: DbOrTx, programId: string): Promise<TestFormRow[]> {
  return db
    .select()
    .from(testForms)
    .where(eq(testForms.programId, programId))
    .orderBy(asc(testForms.createdAt), asc(testForms.id));
}

/** A user's application to a program, if any. */
export async function findApplicationOf(
  db: DbOrTx,
  programId: string,
  hunterId: string,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(programApplications)
    .where(and(eq(programApplications.programId, programId), eq(programApplications.hunterId, hunterId)));
  return row ?? null;
}

/** The programs a user joined (approved applications): what they may see of private programs. */
export async function listJoinedProgramIds(db: DbOrTx, hunterId: string): Promise<string[]> {
  const rows = await db
    .select({ id: programApplications.programId })
    .from(programApplications)
    .where(and(eq(programApplications.hunterId, hunterId), eq(programApplications.state, "approved")));
  return rows.map((r) => r.id);
}

export async function findGuidelineAcceptance(
  db: DbOrTx,
  programId: string,
  userId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: guidelineAcceptances.acceptedAt })
    .from(guidelineAcceptances)
    .where(and(eq(guidelineAcceptances.programId, programId), eq(guidelineAcceptances.userId, userId)));
  return row?.at ?? null;
}
