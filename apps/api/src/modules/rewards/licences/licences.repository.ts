import type { InvoiceStatus, LicencePerson } from "@bounty/shared";
import { and, asc, count, desc, eq, lt, ne, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import {
  licenceCounts,
  licenceInvoices,
  organizationMembers,
  organizations,
  programManagers,
  programs,
  users,
} from "../../../db/schema/index.ts";

export type InvoiceRow = typeof licenceInvoices.$inferSelect;

/**
 * The people who hold a licence (spec 1 §9): the organization's admin, once it has an internal
 * program, and the non-admin members who manage one of its internal programs.
 */
export async function listLicencePeople(db: DbOrTx, organizationId: string): Promise<LicencePerson[]> {
  const person = { id: users.id, displayName: users.displayName, uniqueName: users.uniqueName };
  const internal = and(eq(programs.organizationId, organizationId), eq(programs.type, "internal"));
  const [any] = await db.select({ id: programs.id }).from(programs).where(internal).limit(1);
  if (!any) return [];
  const admins = await db
    .select(person)
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, "admin")),
    );
  const managers = await db
    .selectDistinct(person)
    .from(programManagers)
    .innerJoin(programs, eq(programs.id, programManagers.programId))
    .innerJoin(organizationMembers, eq(organizationMembers.id, programManagers.memberId))
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(internal, ne(organizationMembers.role, "admin")))
    .orderBy(asc(users.displayName), asc(users.id));
  return [
    ...admins.map((p) => ({ ...p, role: "admin" as const })),
    ...managers.map((p) => ({ ...p, role: "manager" as const })),
  ];
}

/**
 * Records `day`'s count of licensed people for every organization with an internal program, and a
 * zero for one that recently had some (so a stopped count does not carry on). Several runs a day
 * keep the day's peak.
 */
export async function recordLicenceCounts(db: DbOrTx, day: string): Promise<void> {
  await db.execute(sql`
    insert into licence_counts (organization_id, day, people)
    select o.id, ${day}::date,
      case when exists (select 1 from programs p where p.organization_id = o.id and p.type = 'internal')
      then (
        select count(distinct m.user_id)::int from organization_members m
        where m.organization_id = o.id and (
          m.role = 'admin' or exists (
            select 1 from program_managers pm join programs p on p.id = pm.program_id
            where pm.member_id = m.id and p.type = 'internal'
          )
        )
      ) else 0 end
    from organizations o
    where exists (select 1 from programs p where p.organization_id = o.id and p.type = 'internal')
      or exists (
        select 1 from licence_counts c
        where c.organization_id = o.id and c.day > ${day}::date - 40 and c.people > 0
      )
    on conflict (organization_id, day) do update
      set people = greatest(licence_counts.people, excluded.people)`);
}

/** Organizations with a licence count before `end` and no invoice for `month` yet. */
export async function listUninvoicedOrganizations(db: DbOrTx, month: string, end: string) {
  const invoiced = db
    .select({ id: licenceInvoices.organizationId })
    .from(licenceInvoices)
    .where(eq(licenceInvoices.month, month));
  return db
    .selectDistinct({ id: organizations.id, name: organizations.name })
    .from(licenceCounts)
    .innerJoin(organizations, eq(organizations.id, licenceCounts.organizationId))
    .where(and(lt(licenceCounts.day, end), notInArray(organizations.id, invoiced)));
}

/** The counts that decide a month: the latest one before it, then its own, in day order. */
export async function countsForMonth(db: DbOrTx, organizationId: string, month: string, end: string) {
  const [before] = await db
    .select({ day: licenceCounts.day, people: licenceCounts.people })
    .from(licenceCounts)
    .where(and(eq(licenceCounts.organizationId, organizationId), lt(licenceCounts.day, month)))
    .orderBy(desc(licenceCounts.day))
    .limit(1);
  const within = await db
    .select({ day: licenceCounts.day, people: licenceCounts.people })
    .from(licenceCounts)
    .where(
      and(
        eq(licenceCounts.organizationId, organizationId),
        sql`${licenceCounts.day} >= ${month}::date`,
        lt(licenceCounts.day, end),
      ),
    )
    .orderBy(asc(licenceCounts.day));
  return before ? [before, ...within] : within;
}

/** Inserts an invoice unless the month already has one (two workers, or a rerun). */
export async function insertInvoice(db: DbOrTx, values: typeof licenceInvoices.$inferInsert) {
  await db
    .insert(licenceInvoices)
    .values(values)
    .onConflictDoNothing({ target: [licenceInvoices.organizationId, licenceInvoices.month] });
}

/** An organization's latest invoices, newest first. */
export async function listOrganizationInvoices(db: DbOrTx, organizationId: string, limit = 24) {
  return db
    .select()
    .from(licenceInvoices)
    .where(eq(licenceInvoices.organizationId, organizationId))
    .orderBy(desc(licenceInvoices.month))
    .limit(limit);
}

export async function listInvoices(
  db: DbOrTx,
  status: InvoiceStatus,
  page: { page: number; perPage: number },
) {
  const where = eq(licenceInvoices.status, status);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(licenceInvoices).where(where);
  const rows = await db
    .select()
    .from(licenceInvoices)
    .where(where)
    .orderBy(
      status === "issued" ? asc(licenceInvoices.dueOn) : desc(licenceInvoices.paidAt),
      asc(licenceInvoices.id),
    )
    .offset((page.page - 1) * page.perPage)
    .limit(page.perPage);
  return { rows, total };
}

export async function findInvoice(db: DbOrTx, id: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(licenceInvoices).where(eq(licenceInvoices.id, id));
  const [row] = opts.lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function markInvoicePaid(db: DbOrTx, id: string, paidById: string): Promise<InvoiceRow> {
  const [row] = await db
    .update(licenceInvoices)
    .set({ status: "paid", paidAt: sql`now()`, paidById })
    .where(eq(licenceInvoices.id, id))
    .returning();
  return row!;
}
