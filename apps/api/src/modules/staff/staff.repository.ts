import type { ActivationRequestStatus } from "@bounty/shared";
import { asc, count, desc, eq, ilike, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { activationRequests, organizations, programs, users } from "../../db/schema/index.ts";
import type { OrganizationRow } from "../organizations/index.ts";

const escapeLike = (s: string) => s.replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_");

export interface OrganizationWithCounts {
  organization: OrganizationRow;
  membersCount: number;
  programsCount: number;
}

// Spelled out: drizzle leaves a column of the only table unqualified, which the subquery would rebind.
const countsOf = {
  membersCount:
    sql<number>`(select count(*) from organization_members m where m.organization_id = "organizations"."id")::int`.mapWith(
      Number,
    ),
  programsCount:
    sql<number>`(select count(*) from programs p where p.organization_id = "organizations"."id")::int`.mapWith(
      Number,
    ),
};

/** Every organization on the platform (staff only), by name, optionally those whose name contains `s`. */
export async function listOrganizations(
  db: DbOrTx,
  filter: { s: string },
  page: { page: number; perPage: number },
): Promise<{ rows: OrganizationWithCounts[]; total: number }> {
  const where = filter.s ? ilike(organizations.name, `%${escapeLike(filter.s)}%`) : undefined;
  const rows = await db
    .select({ organization: organizations, ...countsOf })
    .from(organizations)
    .where(where)
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const [total] = await db.select({ n: count() }).from(organizations).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findOrganizationWithCounts(
  db: DbOrTx,
  id: string,
): Promise<OrganizationWithCounts | null> {
  const [row] = await db
    .select({ organization: organizations, ...countsOf })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row ?? null;
}

export async function setBountyApproved(tx: DbOrTx, id: string, bountyApproved: boolean): Promise<void> {
  await tx
    .update(organizations)
    .set({ bountyApproved, updatedAt: new Date() })
    .where(eq(organizations.id, id));
}

const requestColumns = {
  request: activationRequests,
  program: { id: programs.id, slug: programs.slug, name: programs.name },
  organization: { id: organizations.id, name: organizations.name },
  requester: {
    id: users.id,
    displayName: users.displayName,
    uniqueName: users.uniqueName,
    email: users.email,
  },
};

export type StaffRequestRow = {
  request: typeof activationRequests.$inferSelect;
  program: { id: string; slug: string; name: string };
  organization: { id: string; name: string };
  requester: { id: string; displayName: string; uniqueName: string; email: string | null } | null;
};

const requestsQuery = (db: DbOrTx) =>
  db
    .select(requestColumns)
    .from(activationRequests)
    .innerJoin(programs, eq(programs.id, activationRequests.programId))
    .innerJoin(organizations, eq(organizations.id, programs.organizationId))
    .leftJoin(users, eq(users.id, activationRequests.requestedBy));

/** Activation requests of one status: the pending queue oldest first, decided ones newest first. */
export async function listActivationRequests(
  db: DbOrTx,
  status: ActivationRequestStatus,
  page: { page: number; perPage: number },
): Promise<{ rows: StaffRequestRow[]; total: number }> {
  const order =
    status === "pending"
      ? [asc(activationRequests.createdAt), asc(activationRequests.id)]
      : [desc(activationRequests.createdAt), desc(activationRequests.id)];
  const rows = await requestsQuery(db)
    .where(eq(activationRequests.status, status))
    .orderBy(...order)
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const [total] = await db
    .select({ n: count() })
    .from(activationRequests)
    .where(eq(activationRequests.status, status));
  return { rows, total: total?.n ?? 0 };
}

export async function findActivationRequest(db: DbOrTx, id: string): Promise<StaffRequestRow | null> {
  const [row] = await requestsQuery(db).where(eq(activationRequests.id, id));
  return row ?? null;
}

export async function findOrganizationForUpdate(tx: DbOrTx, id: string): Promise<OrganizationRow | null> {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for("update");
  return row ?? null;
}
