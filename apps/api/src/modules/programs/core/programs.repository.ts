import type { ProgramType, ProgramVisibility } from "@bounty/shared";
import { and, asc, desc, eq, ilike, ne, not, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { inIds, notInIds } from "../../../db/id-lists.ts";
import { prepared } from "../../../db/prepared.ts";
import { organizations, programs } from "../../../db/schema/index.ts";
import { pageWindow } from "../../../http/pagination.ts";
import type { ProgramViewer } from "./programs.policy.ts";

export type ProgramRow = typeof programs.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;
export type ProgramChanges = Partial<
  Pick<
    typeof programs.$inferInsert,
    | "name"
    | "slug"
    | "visibility"
    | "creditSystem"
    | "replySpeed"
    | "cvssVersion"
    | "contents"
    | "rewards"
    | "reportTemplate"
    | "allowedCountries"
    | "maxOpenReportsPerHunter"
    | "disclosureAfterDays"
    | "hideDisclosedAmounts"
    | "triageTargetDays"
    | "rewardTargetDays"
    | "resolutionTargetDays"
    | "activated"
    | "firstActivatedAt"
    | "status"
    | "frozen"
  >
>;

export interface ProgramWithOrganization {
  program: ProgramRow;
  organization: OrganizationRow;
}

/** What a program card shows: the list reads these columns only, never the long texts. */
export interface ProgramCard {
  program: Pick<ProgramRow, "id" | "slug" | "name" | "type" | "visibility" | "status" | "firstActivatedAt">;
  organization: Pick<OrganizationRow, "id" | "name" | "iconKey">;
}

const programCardColumns = {
  program: {
    id: programs.id,
    slug: programs.slug,
    name: programs.name,
    type: programs.type,
    visibility: programs.visibility,
    status: programs.status,
    firstActivatedAt: programs.firstActivatedAt,
  },
  organization: { id: organizations.id, name: organizations.name, iconKey: organizations.iconKey },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

const running = () => and(eq(programs.activated, true), ne(programs.status, "stopped"))!;
/** Programs everyone sees: public or application, activated and not stopped (programs_listed_order_idx). */
const listed = () => and(ne(programs.visibility, "invite"), running())!;

/**
 * The SQL form of `canSeeProgram`: public, activated and not stopped; or owned by one of the
 * viewer's organizations; or joined by the viewer, activated and not stopped.
 */
export function programVisibleTo(viewer: ProgramViewer): SQL {
  const clauses: SQL[] = [listed()];
  if (viewer.organizationIds.length > 0) clauses.push(inIds(programs.organizationId, viewer.organizationIds));
  if (viewer.joinedProgramIds.length > 0)
    clauses.push(and(inIds(programs.id, viewer.joinedProgramIds), running())!);
  return clauses.length === 1 ? clauses[0]! : or(...clauses)!;
}

/**
 * The same rule cut into disjoint parts (listed; the viewer's organizations' others; joined invite
 * programs of other organizations), each answered by an index of its own: a total is their sum,
 * where the OR of programVisibleTo makes PostgreSQL read every program. The visibility test holds
 * both forms to the policy.
 */
export function programVisibleToParts(viewer: ProgramViewer): SQL[] {
  const parts: SQL[] = [listed()];
  const organizationIds = [...viewer.organizationIds];
  if (organizationIds.length > 0)
    parts.push(and(inIds(programs.organizationId, organizationIds), not(listed()))!);
  if (viewer.joinedProgramIds.length > 0)
    parts.push(
      and(
        inIds(programs.id, viewer.joinedProgramIds),
        running(),
        // Running and not listed is exactly invite-only.
        eq(programs.visibility, "invite"),
        organizationIds.length > 0 ? notInIds(programs.organizationId, organizationIds) : undefined,
      )!,
    );
  return parts;
}

/** A program by id (a uuid) or by slug (any letter case); the old slug of a renamed program finds nothing. */
export async function findProgram(
  db: DbOrTx,
  ref: string,
  opts: { lock?: boolean } = {},
): Promise<ProgramWithOrganization | null> {
  if (!opts.lock) {
    const [row] = isUuid(ref)
      ? await programById(db).execute({ id: ref })
      : await programBySlug(db).execute({ slug: ref.toLowerCase() });
    return row ?? null;
  }
  const where = isUuid(ref) ? eq(programs.id, ref) : eq(sql`lower(${programs.slug})`, ref.toLowerCase());
  const [row] = await withOrganization(db).where(where).for("update", { of: programs });
  return row ?? null;
}

const withOrganization = (db: DbOrTx) =>
  db
    .select({ program: programs, organization: organizations })
    .from(programs)
    .innerJoin(organizations, eq(organizations.id, programs.organizationId));

// Read by every program page and every action on a program: prepared once per connection.
const programById = prepared("program_by_id", (db) =>
  withOrganization(db).where(eq(programs.id, sql.placeholder("id"))),
);
const programBySlug = prepared("program_by_slug", (db) =>
  withOrganization(db).where(eq(sql`lower(${programs.slug})`, sql.placeholder("slug"))),
);

/** Whether a slug is in use (case-insensitively) by a program other than `exceptId`. */
export async function isSlugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const same = eq(sql`lower(${programs.slug})`, slug.toLowerCase());
  const [row] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(exceptId ? and(same, ne(programs.id, exceptId)) : same)
    .limit(1);
  return row !== undefined;
}

/** The slugs already taken among `base` and `base-N`, lowercased, to pick the next free one. */
export async function listSlugsLike(db: DbOrTx, base: string): Promise<string[]> {
  const lower = base.toLowerCase();
  const escaped = lower.replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_");
  const rows = await db
    .select({ slug: sql<string>`lower(${programs.slug})` })
    .from(programs)
    .where(or(eq(sql`lower(${programs.slug})`, lower), sql`lower(${programs.slug}) like ${`${escaped}-%`}`));
  return rows.map((r) => r.slug);
}

export async function createProgram(
  tx: DbOrTx,
  values: {
    organizationId: string;
    slug: string;
    name: string;
    type: ProgramType;
    visibility: ProgramVisibility;
    creditSystem: "money" | "point";
  },
): Promise<ProgramRow> {
  const [row] = await tx.insert(programs).values(values).returning();
  return row!;
}

export async function updateProgram(
  tx: DbOrTx,
  programId: string,
  changes: ProgramChanges,
): Promise<ProgramRow> {
  const [row] = await tx
    .update(programs)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(programs.id, programId))
    .returning();
  return row!;
}

export async function deleteProgram(tx: DbOrTx, programId: string): Promise<void> {
  await tx.delete(programs).where(eq(programs.id, programId));
}

export interface ProgramListFilter {
  viewer: ProgramViewer;
  type: "all" | "vdp" | "bounty";
  visibility: "all" | "application" | "public";
  s: string;
  organizationId?: string;
}

const escapeLike = (s: string) => s.replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_");

/** The list's filters besides visibility. */
function programListFilters(f: ProgramListFilter): SQL[] {
  const clauses: SQL[] = [];
  if (f.organizationId) clauses.push(eq(programs.organizationId, f.organizationId));
  if (f.type !== "all") clauses.push(eq(programs.type, f.type));
  if (f.visibility !== "all") clauses.push(eq(programs.visibility, f.visibility));
  if (f.s) {
    const pattern = `%${escapeLike(f.s)}%`;
    clauses.push(or(ilike(programs.name, pattern), ilike(organizations.name, pattern))!);
  }
  return clauses;
}

/** Visibility first, then the filters: lists, search and totals share this one where clause. */
export function programListWhere(f: ProgramListFilter): SQL {
  return and(programVisibleTo(f.viewer), ...programListFilters(f))!;
}

/**
 * How many programs the list holds for this viewer and these filters, as one scalar expression:
 * the visibility rule's disjoint parts are counted each on its own index and summed. Only a search
 * reads the organization's name: without one the total needs programs alone.
 */
function listedProgramsCount(filter: ProgramListFilter): SQL<number> {
  const parts = programVisibleToParts(filter.viewer);
  if (filter.s || parts.length === 1) {
    const from = filter.s
      ? sql`${programs} inner join ${organizations} on ${organizations.id} = ${programs.organizationId}`
      : sql`${programs}`;
    return sql<number>`(select count(*) from ${from} where ${programListWhere(filter)})`;
  }
  const filters = programListFilters(filter);
  const counts = parts.map((part) => sql`(select count(*) from ${programs} where ${and(part, ...filters)})`);
  return sql<number>`(${sql.join(counts, sql` + `)})`;
}

/** How many programs the list holds for this viewer and these filters, in one round trip. */
export async function countListedPrograms(db: DbOrTx, filter: ProgramListFilter): Promise<number> {
  const result = await db.execute<{ n: number | string }>(sql`select ${listedProgramsCount(filter)} as n`);
  return Number(result.rows[0]?.n ?? 0);
}

/** A page of the programs the viewer may see, by name, and their total. */
export async function listPrograms(
  db: DbOrTx,
  filter: ProgramListFilter,
  page: { page: number; perPage: number },
): Promise<{ rows: ProgramCard[]; total: number }> {
  const where = programListWhere(filter);
  if (page.page === 1) {
    // The first page, the one nearly every visit reads, is always read forwards: it needs no total
    // beforehand, and the total comes with its rows (computed once). No row means no program.
    const found = await db
      .select({ ...programCardColumns, total: listedProgramsCount(filter).mapWith(Number) })
      .from(programs)
      .innerJoin(organizations, eq(organizations.id, programs.organizationId))
      .where(where)
      .orderBy(asc(sql`lower(${programs.name})`), asc(programs.id))
      .limit(page.perPage);
    return { rows: found.map(({ total: _, ...row }) => row), total: found[0]?.total ?? 0 };
  }
  const total = await countListedPrograms(db, filter);
  const window = pageWindow(total, page.page, page.perPage);
  if (!window) return { rows: [], total };
  // Walks programs_name_order_idx in either direction: no sort, and the last page as cheap as the first.
  const order =
    window.direction === "forward"
      ? [asc(sql`lower(${programs.name})`), asc(programs.id)]
      : [desc(sql`lower(${programs.name})`), desc(programs.id)];
  const rows = await db
    .select(programCardColumns)
    .from(programs)
    .innerJoin(organizations, eq(organizations.id, programs.organizationId))
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return { rows: window.direction === "forward" ? rows : rows.reverse(), total };
}
