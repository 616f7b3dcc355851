import type { ScopeCategory, ScopeVulnerability } from "@bounty/shared";
import { and, count, eq, max, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { scopeGroups } from "../../../db/schema/index.ts";
import type { ScopeGroupRow } from "../core/program-details.repository.ts";

export interface ScopeGroupValues {
  types: ScopeCategory[];
  identifier: string;
  description: string;
  scopes: ScopeVulnerability[];
}

const inProgram = (programId: string, groupId: string) =>
  and(eq(scopeGroups.programId, programId), eq(scopeGroups.id, groupId));

/** A group of this program; another program's group id is not found. */
export async function findScopeGroup(
  db: DbOrTx,
  programId: string,
  groupId: string,
): Promise<ScopeGroupRow | null> {
  const [row] = await db.select().from(scopeGroups).where(inProgram(programId, groupId));
  return row ?? null;
}

export async function countScopeGroups(db: DbOrTx, programId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(scopeGroups).where(eq(scopeGroups.programId, programId));
  return row?.n ?? 0;
}

/** Whether another group of the program has this identifier, ignoring letter case (values are stored trimmed). */
export async function isIdentifierTaken(
  db: DbOrTx,
  programId: string,
  identifier: string,
  exceptId?: string,
): Promise<boolean> {
  const clauses: SQL[] = [
    eq(scopeGroups.programId, programId),
    eq(sql`lower(${scopeGroups.identifier})`, identifier.toLowerCase()),
  ];
  if (exceptId) clauses.push(ne(scopeGroups.id, exceptId));
  const [row] = await db
    .select({ id: scopeGroups.id })
    .from(scopeGroups)
    .where(and(...clauses))
    .limit(1);
  return row !== undefined;
}

/** Appends a group after the program's last one. */
export async function createScopeGroup(
  db: DbOrTx,
  programId: string,
  values: ScopeGroupValues,
): Promise<ScopeGroupRow> {
  const [last] = await db
    .select({ position: max(scopeGroups.position) })
    .from(scopeGroups)
    .where(eq(scopeGroups.programId, programId));
  const position = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  const [row] = await db
    .insert(scopeGroups)
    .values({ programId, ...values, position })
    .returning();
  return row!;
}

export async function updateScopeGroup(
  db: DbOrTx,
  programId: string,
  groupId: string,
  values: ScopeGroupValues,
): Promise<ScopeGroupRow | null> {
  const [row] = await db
    .update(scopeGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(inProgram(programId, groupId))
    .returning();
  return row ?? null;
}

/** False when the program has no group with that id. */
export async function deleteScopeGroup(db: DbOrTx, programId: string, groupId: string): Promise<boolean> {
  const rows = await db
    .delete(scopeGroups)
    .where(inProgram(programId, groupId))
    .returning({ id: scopeGroups.id });
  return rows.length === 1;
}
