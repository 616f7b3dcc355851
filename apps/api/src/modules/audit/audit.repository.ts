import { memberAuditEventTypes, platformAuditEventTypes } from "@bounty/shared";
import { and, desc, eq, gte, inArray, isNull, like, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import {
  events,
  organizationMembers,
  organizations,
  programs,
  reports,
  users,
} from "../../db/schema/index.ts";

// The audit logs (issue 46) read the one event log: an organization's entries and its members'
// account events (events_org_created_idx, events_member_audit_idx), or the platform's staff decisions
// (events_platform_audit_idx), newest first.

export interface AuditFilters {
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The query's own filters, shared by both logs. */
function filtersOf(f: AuditFilters): SQL[] {
  const clauses: SQL[] = [];
  if (f.actor) clauses.push(eq(events.actorId, f.actor));
  // An exact type, or every type under a prefix (`org.member` holds `org.member.added`, …).
  if (f.action) clauses.push(or(eq(events.type, f.action), like(events.type, `${f.action}.%`))!);
  if (f.from) clauses.push(gte(events.createdAt, new Date(`${f.from}T00:00:00.000Z`)));
  if (f.to) {
    const end = new Date(`${f.to}T00:00:00.000Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    clauses.push(lt(events.createdAt, end));
  }
  return clauses;
}

/**
 * A log is one or more parts, each read from its own index newest first: a page takes the newest of
 * each part and merges them (an `or` of the parts would sort every matching entry for every page).
 */
export type AuditScope = readonly SQL[];

/** An organization's log: its own entries, and its current members' account events. */
export const organizationScope = (organizationId: string): AuditScope => [
  eq(events.organizationId, organizationId),
  and(
    isNull(events.organizationId),
    inArray(events.type, [...memberAuditEventTypes]),
    sql`${events.userId} in (select ${organizationMembers.userId} from ${organizationMembers} where ${organizationMembers.organizationId} = ${organizationId})`,
  )!,
];

/** The organization's members now: their entries show the session or API key they came from. */
export async function listMemberUserIds(db: DbOrTx, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: organizationMembers.userId })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  return rows.map((r) => r.id);
}

/** The platform's log: staff decisions, wherever they were taken. */
export const platformScope = (): AuditScope => [inArray(events.type, [...platformAuditEventTypes])];

const whole = (scope: AuditScope, filters: AuditFilters): SQL =>
  and(scope.length === 1 ? scope[0]! : or(...scope)!, ...filtersOf(filters))!;

const actor = alias(users, "audit_actor");
const subject = alias(users, "audit_subject");

const entryColumns = {
  event: events,
  // The exact time, microseconds kept, for the export's keyset.
  at: sql<string>`${events.createdAt}::text`,
  actor: { id: actor.id, displayName: actor.displayName, uniqueName: actor.uniqueName },
  subject: { id: subject.id, displayName: subject.displayName, uniqueName: subject.uniqueName },
  organization: { id: organizations.id, name: organizations.name },
  program: { id: programs.id, name: programs.name },
  report: { id: reports.id, number: reports.number, title: reports.title },
};

const entries = (db: DbOrTx, where: SQL) =>
  db
    .select(entryColumns)
    .from(events)
    .leftJoin(actor, eq(actor.id, events.actorId))
    .leftJoin(subject, eq(subject.id, events.userId))
    .leftJoin(organizations, eq(organizations.id, events.organizationId))
    .leftJoin(programs, eq(programs.id, events.programId))
    .leftJoin(reports, eq(reports.id, events.reportId))
    .where(where)
    .orderBy(desc(events.createdAt), desc(events.id));

export type AuditRow = Awaited<ReturnType<typeof entries>>[number];

/** One page of a log, and how many entries match. */
export async function listAuditEntries(
  db: DbOrTx,
  scope: AuditScope,
  filters: AuditFilters,
  page: { page: number; perPage: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const offset = (page.page - 1) * page.perPage;
  const newest = (part: SQL) =>
    sql`(select ${events.id}, ${events.createdAt} from ${events} where ${and(part, ...filtersOf(filters))}
      order by ${events.createdAt} desc, ${events.id} desc limit ${offset + page.perPage})`;
  const ids = await db.execute<{ id: string }>(
    sql`select id from (${sql.join(
      scope.map(newest),
      sql` union all `,
    )}) page order by created_at desc, id desc limit ${page.perPage} offset ${offset}`,
  );
  const wanted = ids.rows.map((r) => r.id);
  const rows = wanted.length > 0 ? await entries(db, inArray(events.id, wanted)) : [];
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(events).where(whole(scope, filters));
  return { rows, total: row?.n ?? 0 };
}

/**
 * Every matching entry, a batch at a time (the CSV export), newest first. Keyset pages: entries
 * written while the file downloads neither shift nor repeat a line.
 */
export async function* streamAuditEntries(
  db: DbOrTx,
  scope: AuditScope,
  filters: AuditFilters,
  batch = 500,
): AsyncGenerator<AuditRow[]> {
  const where = whole(scope, filters);
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows: AuditRow[] = await entries(
      db,
      after
        ? and(
            where,
            sql`(${events.createdAt}, ${events.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
          )!
        : where,
    ).limit(batch);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    after = { at: last.at, id: last.event.id };
  }
}
