import type { OrgRole } from "@bounty/shared";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { membershipHeld, membershipInForce } from "../../../db/membership-hold.ts";
import { prepared } from "../../../db/prepared.ts";
import { organizationMembers, programManagers, programs, users } from "../../../db/schema/index.ts";
import type { UserRow } from "../../users/index.ts";

export type MemberRow = typeof organizationMembers.$inferSelect;
export interface MemberWithUser {
  member: MemberRow;
  user: UserRow;
}

const inOrg = (organizationId: string, memberId: string) =>
  and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.id, memberId));

/** A member of this organization by member id; another organization's member id is not found. */
export async function findMember(
  db: DbOrTx,
  organizationId: string,
  memberId: string,
): Promise<MemberWithUser | null> {
  const [row] = await db
    .select({ member: organizationMembers, user: users })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(inOrg(organizationId, memberId));
  return row ?? null;
}

/** Whether the program belongs to this organization. */
export async function isProgramOf(db: DbOrTx, organizationId: string, programId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.id, programId), eq(programs.organizationId, organizationId)));
  return row !== undefined;
}

/** What a member list shows of each member: the role and the public card. */
export interface MemberCard {
  /** `held`: the organization requires a second factor this member lacks (its admin is told). */
  member: Pick<MemberRow, "id" | "role"> & { held?: boolean };
  user: Pick<UserRow, "id" | "displayName" | "uniqueName" | "iconKey">;
}

// Without a program (null), every member; with one, its staff: the admin and its managers.
const listedWhere = and(
  eq(organizationMembers.organizationId, sql.placeholder("organizationId")),
  sql`(${sql.placeholder("programId")}::uuid is null
    or ${organizationMembers.role} = 'admin'
    or exists (select 1 from ${programManagers}
      where ${programManagers.memberId} = ${organizationMembers.id}
        and ${programManagers.programId} = ${sql.placeholder("programId")}::uuid))`,
);

/** A page of members with the list's total on every row (an uncorrelated subquery, computed once). */
const membersPage = prepared("members_page", (db) =>
  db
    .select({
      member: {
        id: organizationMembers.id,
        role: organizationMembers.role,
        held: sql<boolean>`${membershipHeld()}`,
      },
      user: {
        id: users.id,
        displayName: users.displayName,
        uniqueName: users.uniqueName,
        iconKey: users.iconKey,
      },
      total: sql<number>`(select count(*) from ${organizationMembers} where ${listedWhere})`.mapWith(Number),
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(listedWhere)
    .orderBy(
      sql`${organizationMembers.role} = 'admin' desc`,
      asc(organizationMembers.createdAt),
      asc(organizationMembers.id),
    )
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset")),
);

const membersTotal = prepared("members_total", (db) =>
  db.select({ n: count() }).from(organizationMembers).where(listedWhere),
);

/** Members with their users: the admin first, then by joining date; one round trip unless the page is empty. */
export async function listMembers(
  db: DbOrTx,
  organizationId: string,
  page: { page: number; perPage: number },
  filter: { programId?: string } = {},
): Promise<{ rows: MemberCard[]; total: number }> {
  const values = { organizationId, programId: filter.programId ?? null };
  const found = await membersPage(db).execute({
    ...values,
    limit: page.perPage,
    offset: (page.page - 1) * page.perPage,
  });
  if (found.length > 0) {
    return { rows: found.map(({ total: _, ...row }) => row), total: found[0]!.total };
  }
  const [total] = await membersTotal(db).execute(values);
  return { rows: [], total: total?.n ?? 0 };
}

export async function createMember(
  db: DbOrTx,
  values: { organizationId: string; userId: string; role: OrgRole },
): Promise<MemberRow> {
  const [row] = await db.insert(organizationMembers).values(values).returning();
  return row!;
}

export async function updateMemberRole(
  db: DbOrTx,
  organizationId: string,
  memberId: string,
  role: OrgRole,
): Promise<void> {
  await db.update(organizationMembers).set({ role }).where(inOrg(organizationId, memberId));
}

export async function deleteMember(db: DbOrTx, organizationId: string, memberId: string): Promise<void> {
  await db.delete(organizationMembers).where(inOrg(organizationId, memberId));
}

/** The roles of those of `userIds` who belong to the organization (who of the listening users may hear its events). */
export async function findRolesOf(
  db: DbOrTx,
  organizationId: string,
  userIds: string[],
): Promise<Map<string, OrgRole>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: organizationMembers.userId, role: organizationMembers.role })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        inArray(organizationMembers.userId, userIds),
        membershipInForce(),
      ),
    );
  return new Map(rows.map((r) => [r.userId, r.role]));
}

/** Of these member ids, the ones that belong to this organization. */
export async function findMemberIdsIn(
  db: DbOrTx,
  organizationId: string,
  memberIds: readonly string[],
): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        inArray(organizationMembers.id, [...memberIds]),
      ),
    );
  return rows.map((r) => r.id);
}

/** A user's memberships with the programs they manage in each: who they are to each organization's events. */
export async function listMembershipsOf(
  db: DbOrTx,
  userId: string,
): Promise<Array<{ organizationId: string; role: OrgRole; programIds: string[] }>> {
  const rows = await db
    .select({
      organizationId: organizationMembers.organizationId,
      role: organizationMembers.role,
      programId: programManagers.programId,
    })
    .from(organizationMembers)
    .leftJoin(programManagers, eq(programManagers.memberId, organizationMembers.id))
    .where(and(eq(organizationMembers.userId, userId), membershipInForce()));
  const byOrganization = new Map<string, { organizationId: string; role: OrgRole; programIds: string[] }>();
  for (const row of rows) {
    const entry = byOrganization.get(row.organizationId) ?? {
      organizationId: row.organizationId,
      role: row.role,
      programIds: [],
    };
    if (row.programId) entry.programIds.push(row.programId);
    byOrganization.set(row.organizationId, entry);
  }
  return [...byOrganization.values()];
}
