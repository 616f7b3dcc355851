import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { organizationMembers, organizations, programManagers } from "../../db/schema/index.ts";
import type { ReportViewer } from "./reports.policy.ts";

// Where an account stands, read fresh on every call: the organizations it administers and the
// programs its memberships manage. Programs, reports, activity and accounts all ask; none owns it.

/** The caller's organization standing for reports: organizations they administer, programs they manage. */
const reportStanding = prepared("report_standing", (db) =>
  db
    .select({ kind: sql<"org" | "program">`'org'`.as("kind"), id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.userId, sql.placeholder("userId")), eq(organizationMembers.role, "admin")),
    )
    .unionAll(
      db
        .select({ kind: sql<"org" | "program">`'program'`.as("kind"), id: programManagers.programId })
        .from(programManagers)
        .innerJoin(organizationMembers, eq(organizationMembers.id, programManagers.memberId))
        .where(eq(organizationMembers.userId, sql.placeholder("userId"))),
    ),
);

export async function findReportStanding(
  db: DbOrTx,
  userId: string,
): Promise<Pick<ReportViewer, "adminOrganizationIds" | "managedProgramIds">> {
  const rows = await reportStanding(db).execute({ userId });
  return {
    adminOrganizationIds: rows.filter((r) => r.kind === "org").map((r) => r.id),
    managedProgramIds: rows.filter((r) => r.kind === "program").map((r) => r.id),
  };
}

/** The programs of an organization this member manages: program staff see those programs' events. */
const managedProgramIds = prepared("managed_program_ids", (db) =>
  db
    .select({ id: programManagers.programId })
    .from(programManagers)
    .where(eq(programManagers.memberId, sql.placeholder("memberId"))),
);

export async function listManagedProgramIds(db: DbOrTx, memberId: string): Promise<string[]> {
  const rows = await managedProgramIds(db).execute({ memberId });
  return rows.map((r) => r.id);
}

/** Names of the organizations this user is the admin of. */
export async function listAdminOrganizationNames(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: organizations.name })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.role, "admin")))
    .orderBy(asc(organizations.name));
  return rows.map((row) => row.name);
}
