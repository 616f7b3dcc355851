import type { ApplicationState } from "@bounty/shared";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { programApplications, programs, users } from "../../../db/schema/index.ts";
import type { UserRow } from "../../users/index.ts";
import type { ApplicationRow } from "../core/program-details.repository.ts";
import type { ProgramRow } from "../core/programs.repository.ts";

/** An application with what its presenter shows: the hunter and the program. */
export interface ApplicationView {
  application: ApplicationRow;
  hunter: UserRow;
  program: ProgramRow;
}

export interface ApplicationFilter {
  programId: string;
  state?: ApplicationState;
  search: string;
  hunterId?: string;
}

const escapeLike = (s: string) => s.replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_");

const views = (db: DbOrTx) =>
  db
    .select({ application: programApplications, hunter: users, program: programs })
    .from(programApplications)
    .innerJoin(users, eq(users.id, programApplications.hunterId))
    .innerJoin(programs, eq(programs.id, programApplications.programId));

export async function findApplication(db: DbOrTx, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(programApplications).where(eq(programApplications.id, id));
  return row ?? null;
}

export async function findApplicationView(db: DbOrTx, id: string): Promise<ApplicationView | null> {
  const [row] = await views(db).where(eq(programApplications.id, id));
  return row ?? null;
}

function filterWhere(f: ApplicationFilter): SQL {
  const clauses: SQL[] = [eq(programApplications.programId, f.programId)];
  if (f.state) clauses.push(eq(programApplications.state, f.state));
  if (f.hunterId) clauses.push(eq(programApplications.hunterId, f.hunterId));
  if (f.search) {
    const pattern = `%${escapeLike(f.search)}%`;
    clauses.push(or(ilike(users.displayName, pattern), ilike(users.uniqueName, pattern))!);
  }
  return and(...clauses)!;
}

/** A page of one program's applications, newest first, and their total. */
export async function listApplications(
  db: DbOrTx,
  filter: ApplicationFilter,
  page: { page: number; perPage: number },
): Promise<{ rows: ApplicationView[]; total: number }> {
  const where = filterWhere(filter);
  const rows = await views(db)
    .where(where)
    .orderBy(desc(programApplications.createdAt), desc(programApplications.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const [total] = await db
    .select({ n: count() })
    .from(programApplications)
    .innerJoin(users, eq(users.id, programApplications.hunterId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The hunters a program admitted (approved applications). */
export async function countApproved(db: DbOrTx, programId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(programApplications)
    .where(and(eq(programApplications.programId, programId), eq(programApplications.state, "approved")));
  return row?.n ?? 0;
}

export async function createApplication(
  db: DbOrTx,
  values: {
    programId: string;
    hunterId: string;
    state: ApplicationState;
    viaInvite: "invite" | "apply";
    decidedBy?: string;
    decidedAt?: Date;
  },
): Promise<ApplicationRow> {
  const [row] = await db.insert(programApplications).values(values).returning();
  return row!;
}

export async function approveApplication(db: DbOrTx, id: string, decidedBy: string): Promise<void> {
  const at = new Date();
  await db
    .update(programApplications)
    .set({ state: "approved", decidedBy, decidedAt: at, updatedAt: at })
    .where(eq(programApplications.id, id));
}

export async function deleteApplication(db: DbOrTx, id: string): Promise<void> {
  await db.delete(programApplications).where(eq(programApplications.id, id));
}
