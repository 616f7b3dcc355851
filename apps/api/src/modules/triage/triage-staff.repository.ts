import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { organizations, programs, programTriagers, users } from "../../db/schema/index.ts";

/** Every program, by organization and name, with its triage switch (platform staff). */
export async function listPrograms(db: DbOrTx, s: string, page: number, perPage: number) {
  const like = `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = s ? or(ilike(programs.name, like), ilike(organizations.name, like)) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: programs.id,
        name: programs.name,
        slug: programs.slug,
        organization: { id: organizations.id, name: organizations.name },
        triageEnabledAt: programs.triageEnabledAt,
      })
      .from(programs)
      .innerJoin(organizations, eq(organizations.id, programs.organizationId))
      .where(where)
      // Triaged programs first: they are the ones staff come back to.
      .orderBy(sql`${programs.triageEnabledAt} is null`, asc(organizations.name), asc(programs.name))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(programs)
      .innerJoin(organizations, eq(organizations.id, programs.organizationId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One program as the staff list shows it. */
export async function listProgramsById(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      id: programs.id,
      name: programs.name,
      slug: programs.slug,
      organization: { id: organizations.id, name: organizations.name },
      triageEnabledAt: programs.triageEnabledAt,
    })
    .from(programs)
    .innerJoin(organizations, eq(organizations.id, programs.organizationId))
    .where(eq(programs.id, id));
  return { rows };
}

/** The platform triagers of these programs. */
export async function listTriagers(db: DbOrTx, programIds: readonly string[]) {
  if (programIds.length === 0) return [];
  return db
    .select({
      programId: programTriagers.programId,
      id: users.id,
      displayName: users.displayName,
      uniqueName: users.uniqueName,
      assignedAt: programTriagers.createdAt,
    })
    .from(programTriagers)
    .innerJoin(users, eq(users.id, programTriagers.userId))
    .where(inArray(programTriagers.programId, [...programIds]))
    .orderBy(asc(programTriagers.createdAt));
}

export async function findProgramForUpdate(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: programs.id,
      organizationId: programs.organizationId,
      triageEnabledAt: programs.triageEnabledAt,
    })
    .from(programs)
    .where(eq(programs.id, id))
    .for("update");
  return row ?? null;
}

export async function setTriageEnabled(tx: DbOrTx, id: string, enabled: boolean) {
  await tx
    .update(programs)
    .set({ triageEnabledAt: enabled ? sql`now()` : null })
    .where(eq(programs.id, id));
}

/** A person named by unique name or e-mail address (any account; staff decide who triages). */
export async function findPerson(db: DbOrTx, name: string) {
  const lowered = name.trim().replace(/^@/, "").toLowerCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(sql`lower(${users.uniqueName}) = ${lowered}`, sql`lower(${users.email}) = ${lowered}`))
    .limit(1);
  return row ?? null;
}

/** Assigns a triager; false when they already were. */
export async function addTriager(tx: DbOrTx, programId: string, userId: string, assignedBy: string) {
  const rows = await tx
    .insert(programTriagers)
    .values({ programId, userId, assignedBy })
    .onConflictDoNothing()
    .returning({ userId: programTriagers.userId });
  return rows.length > 0;
}

export async function removeTriager(tx: DbOrTx, programId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(programTriagers)
    .where(and(eq(programTriagers.programId, programId), eq(programTriagers.userId, userId)))
    .returning({ id: programTriagers.userId });
  return rows.length > 0;
}
