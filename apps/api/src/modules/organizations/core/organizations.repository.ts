import { and, asc, count, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { prepared } from "../../../db/prepared.ts";
import { organizationMembers, organizations } from "../../../db/schema/index.ts";
import { membershipHeld } from "../../standing/index.ts";
import type { Membership } from "./organizations.policy.ts";

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationChanges = Partial<
  Pick<
    typeof organizations.$inferInsert,
    "name" | "bio" | "domain" | "links" | "iconKey" | "requireSecondFactor"
  >
>;

export async function createOrganization(
  tx: DbOrTx,
  values: { name: string; bio: string },
): Promise<OrganizationRow> {
  const [row] = await tx.insert(organizations).values(values).returning();
  return row!;
}

/** The organization, locked for the rest of the transaction when asked, so membership changes queue up. */
export async function findOrganization(
  db: DbOrTx,
  organizationId: string,
  opts: { lock?: boolean } = {},
): Promise<OrganizationRow | null> {
  const query = db.select().from(organizations).where(eq(organizations.id, organizationId));
  const [row] = opts.lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * An organization with one user's membership of it, in one round trip (two with a lock, which takes
 * the organization's row only); never cached, so a removed member loses access at once.
 */
export async function findOrganizationWithMembership(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  opts: { lock?: boolean } = {},
): Promise<{ organization: OrganizationRow | null; membership: Membership | null }> {
  if (opts.lock) {
    // Two statements: a joined row read with FOR UPDATE keeps the membership of the snapshot taken
    // before the lock was granted, so a hand-over that just committed would be missed.
    const organization = await findOrganization(db, organizationId, { lock: true });
    return {
      organization,
      membership: organization ? await findMembership(db, organizationId, userId) : null,
    };
  }
  const [row] = await organizationWithMembership(db).execute({ organizationId, userId });
  const membership = row?.membership ? { ...row.membership, held: row.held === true } : null;
  return { organization: row?.organization ?? null, membership };
}

/** A membership's columns with its hold (factor-hold.ts), for the rows below. */
const membershipColumns = () => ({
  id: organizationMembers.id,
  userId: organizationMembers.userId,
  role: organizationMembers.role,
});

const withMembership = (db: DbOrTx, organizationId: SQLWrapper, userId: SQLWrapper | string) =>
  db
    .select({
      organization: organizations,
      membership: membershipColumns(),
      // Outside the joined object: a constant there would make a missing membership look present.
      held: sql<
        boolean | null
      >`case when ${organizationMembers.id} is null then null else ${membershipHeld()} end`,
    })
    .from(organizations)
    .leftJoin(
      organizationMembers,
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );

// Read by every organization page and list: one statement, planned once per connection.
const organizationWithMembership = prepared("organization_with_membership", (db) =>
  withMembership(db, organizations.id, sql.placeholder("userId")).where(
    eq(organizations.id, sql.placeholder("organizationId")),
  ),
);

/** One user's membership of one organization; never cached, so a removed member loses access at once. */
export async function findMembership(
  db: DbOrTx,
  organizationId: string,
  userId: string,
): Promise<Membership | null> {
  const [row] = await db
    .select({ ...membershipColumns(), held: sql<boolean>`${membershipHeld()}` })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
  return row ?? null;
}

/** The organizations a user belongs to, oldest membership first. */
export async function listOrganizationsOfUser(
  db: DbOrTx,
  userId: string,
  page: { page: number; perPage: number },
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const joined = and(
    eq(organizationMembers.organizationId, organizations.id),
    eq(organizationMembers.userId, userId),
  );
  const rows = await db
    .select({ organization: organizations })
    .from(organizations)
    .innerJoin(organizationMembers, joined)
    .orderBy(asc(organizationMembers.createdAt), asc(organizations.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const [total] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId));
  return { rows: rows.map((r) => r.organization), total: total?.n ?? 0 };
}

export async function updateOrganization(
  db: DbOrTx,
  organizationId: string,
  changes: OrganizationChanges,
): Promise<OrganizationRow> {
  const [row] = await db
    .update(organizations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId))
    .returning();
  return row!;
}
