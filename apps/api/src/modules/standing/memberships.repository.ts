import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { organizationMembers, organizations, programManagers } from "../../db/schema/index.ts";
import { membershipHeld, membershipInForce } from "./factor-hold.ts";
import type { ReportViewer } from "./reports.policy.ts";

// Where an account stands, read fresh on every call: the organizations it administers and the
// programs its memberships manage. Programs, reports, activity and accounts all ask; none owns it.

type StandingKind = "org" | "program" | "held";

/**
 * The caller's organization standing for reports: organizations they administer, programs they
 * manage, and the organizations whose rule holds them back until they add a second factor.
 */
const reportStanding = prepared("report_standing", (db) =>
  db
    .select({ kind: sql<StandingKind>`'org'`.as("kind"), id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.userId, sql.placeholder("userId")),
        eq(organizationMembers.role, "admin"),
        membershipInForce(),
      ),
    )
    .unionAll(
      db
        .select({ kind: sql<StandingKind>`'program'`.as("kind"), id: programManagers.programId })
        .from(programManagers)
        .innerJoin(organizationMembers, eq(organizationMembers.id, programManagers.memberId))
        .where(and(eq(organizationMembers.userId, sql.placeholder("userId")), membershipInForce())),
    )
    .unionAll(
      db
        .select({ kind: sql<StandingKind>`'held'`.as("kind"), id: organizationMembers.organizationId })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.userId, sql.placeholder("userId")), membershipHeld())),
    ),
);

export async function findReportStanding(
  db: DbOrTx,
  userId: string,
): Promise<Pick<ReportViewer, "adminOrganizationIds" | "managedProgramIds" | "heldOrganizationIds">> {
  const rows = await reportStanding(db).execute({ userId });
  const of = (kind: StandingKind) => rows.filter((r) => r.kind === kind).map((r) => r.id);
  return {
    adminOrganizationIds: of("org"),
    managedProgramIds: of("program"),
    heldOrganizationIds: of("held"),
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

/** The organizations this user administers that require a second factor (their last one cannot go). */
export async function listAdminOrganizationsRequiringFactor(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: organizations.name })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.role, "admin"),
        eq(organizations.requireSecondFactor, true),
      ),
    )
    .orderBy(asc(organizations.name));
  return rows.map((row) => row.name);
}
