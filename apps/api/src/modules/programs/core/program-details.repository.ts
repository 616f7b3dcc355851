import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { prepared } from "../../../db/prepared.ts";
import {
  guidelineAcceptances,
  organizationMembers,
  programApplications,
  scopeGroups,
  testForms,
} from "../../../db/schema/index.ts";
import { membershipInForce } from "../../standing/index.ts";
import type { ProgramViewer } from "./programs.policy.ts";

export type ScopeGroupRow = typeof scopeGroups.$inferSelect;
export type TestFormRow = typeof testForms.$inferSelect;
export type ApplicationRow = typeof programApplications.$inferSelect;

/** The program's scope groups in the order the organization arranged them. */
// Read by every program page: prepared once rather than built at each visit.
const scopeGroupsOf = prepared("scope_groups_of_program", (db) =>
  db
    .select()
    .from(scopeGroups)
    .where(eq(scopeGroups.programId, sql.placeholder("programId")))
    .orderBy(asc(scopeGroups.position), asc(scopeGroups.createdAt), asc(scopeGroups.id)),
);

const testFormsOf = prepared("test_forms_of_program", (db) =>
  db
    .select()
    .from(testForms)
    .where(eq(testForms.programId, sql.placeholder("programId")))
    .orderBy(asc(testForms.createdAt), asc(testForms.id)),
);

export async function listScopeGroups(db: DbOrTx, programId: string): Promise<ScopeGroupRow[]> {
  return scopeGroupsOf(db).execute({ programId });
}

export async function listTestForms(db: DbOrTx, programId: string): Promise<TestFormRow[]> {
  return testFormsOf(db).execute({ programId });
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

/**
 * Who a signed-in user is to programs, in one round trip: the organizations they belong to (whose
 * private programs they see) and the programs they joined (approved applications).
 */
const programViewer = prepared("program_viewer", (db) =>
  db
    .select({
      kind: sql<"organization" | "program">`'organization'`.as("kind"),
      id: organizationMembers.organizationId,
    })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, sql.placeholder("userId")), membershipInForce()))
    .unionAll(
      db
        .select({
          kind: sql<"organization" | "program">`'program'`.as("kind"),
          id: programApplications.programId,
        })
        .from(programApplications)
        .where(
          and(
            eq(programApplications.hunterId, sql.placeholder("userId")),
            eq(programApplications.state, "approved"),
          ),
        ),
    ),
);

export async function findProgramViewer(db: DbOrTx, userId: string): Promise<ProgramViewer> {
  const rows = await programViewer(db).execute({ userId });
  return {
    organizationIds: rows.filter((r) => r.kind === "organization").map((r) => r.id),
    joinedProgramIds: rows.filter((r) => r.kind === "program").map((r) => r.id),
  };
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
