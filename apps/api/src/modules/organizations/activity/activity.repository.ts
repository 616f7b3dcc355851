import type { DateRangeValue, SeverityLevel } from "@bounty/shared";
import { and, count, desc, eq, gte, inArray, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import { prepared } from "../../../db/prepared.ts";
import { events, programs, reports, users } from "../../../db/schema/index.ts";
import {
  type ActivityViewer,
  type AudienceMap,
  activityAudiences,
  activityScope,
} from "./activity.policy.ts";

/** What one feed line shows of a person: the public card, nothing of the account. */
export interface ActivityPerson {
  id: string;
  displayName: string;
  uniqueName: string;
  iconKey: string | null;
}

export interface ActivityRow {
  event: {
    id: string;
    type: string;
    programId: string | null;
    createdAt: Date;
    payload: Record<string, unknown>;
  };
  actor: ActivityPerson | null;
  user: ActivityPerson | null;
  program: { id: string; slug: string; name: string } | null;
  report: { id: string; title: string; severity: SeverityLevel | null } | null;
}

/** Which events of an organization, over which span, seen by whom. */
export interface ActivityFilter {
  organizationId: string;
  viewer: ActivityViewer;
  range: DateRangeValue;
  /** One program's lines only (the feed's `program` filter). */
  programId?: string;
  /** The audience of each type; tests pass their own to exercise program-scoped types. */
  audiences?: AudienceMap;
}

/**
 * The viewer's visibility as three lists, derived from `activityScope`: the types seen whole, the
 * types seen for the viewer's programs only, and those programs.
 */
export function visibilityOf(viewer: ActivityViewer, audiences: AudienceMap = activityAudiences) {
  const types = Object.keys(audiences);
  return {
    allTypes: types.filter((type) => activityScope(viewer, type, audiences) === "all"),
    ownTypes: types.filter((type) => activityScope(viewer, type, audiences) === "ownPrograms"),
    programIds: [...viewer.programIds],
  };
}

type Value = SQLWrapper;

// One shape whoever reads: the lists are array parameters (an empty one matches nothing), so the
// feed is one prepared statement for every viewer.
const visibleWhere = (allTypes: Value, ownTypes: Value, programIds: Value): SQL =>
  sql`(${events.type} = any(${allTypes}::text[])
    or (${events.type} = any(${ownTypes}::text[]) and ${events.programId} = any(${programIds}::uuid[])))`;

/** The SQL form of `canSeeActivity`: built from the same `activityScope`, so both agree by construction. */
export function visibleTo(viewer: ActivityViewer, audiences: AudienceMap = activityAudiences): SQL {
  const v = visibilityOf(viewer, audiences);
  return visibleWhere(sql.param(v.allTypes), sql.param(v.ownTypes), sql.param(v.programIds));
}

const whereOf = (organizationId: Value, start: Value, end: Value, program: Value, visible: SQL): SQL =>
  and(
    eq(events.organizationId, organizationId),
    gte(events.createdAt, start),
    lt(events.createdAt, end),
    sql`(${program}::uuid is null or ${events.programId} = ${program}::uuid)`,
    visible,
  )!;

/** The tenant, the half-open range [start, end) and the viewer's visibility: lists and counts share it. */
export const activityWhere = (f: ActivityFilter): SQL =>
  whereOf(
    sql.param(f.organizationId),
    sql.param(f.range.start),
    sql.param(f.range.end),
    sql.param(f.programId ?? null),
    visibleTo(f.viewer, f.audiences),
  );

const actors = alias(users, "actor");
const subjects = alias(users, "subject");

const placeholderWhere = whereOf(
  sql.placeholder("organizationId"),
  sql.placeholder("start"),
  sql.placeholder("end"),
  sql.placeholder("program"),
  visibleWhere(sql.placeholder("allTypes"), sql.placeholder("ownTypes"), sql.placeholder("programIds")),
);

/**
 * A page of the feed with its total on every row (an uncorrelated subquery, computed once): one
 * round trip for both. The page's events are picked first, from the events alone, and only those
 * twenty are joined to their people, program and report: a plan that joined every event of the range
 * before sorting would grow with the organization's history. Only an empty page needs the count on
 * its own.
 */
const feedPage = prepared("activities_page", (db) => {
  const page = db
    .select({
      id: events.id,
      organizationId: events.organizationId,
      type: events.type,
      actorId: events.actorId,
      userId: events.userId,
      programId: events.programId,
      reportId: events.reportId,
      createdAt: events.createdAt,
      payload: events.payload,
    })
    .from(events)
    .where(placeholderWhere)
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page");
  return (
    db
      .select({
        event: {
          id: page.id,
          type: page.type,
          programId: page.programId,
          createdAt: page.createdAt,
          payload: page.payload,
        },
        actor: {
          id: actors.id,
          displayName: actors.displayName,
          uniqueName: actors.uniqueName,
          iconKey: actors.iconKey,
        },
        user: {
          id: subjects.id,
          displayName: subjects.displayName,
          uniqueName: subjects.uniqueName,
          iconKey: subjects.iconKey,
        },
        program: { id: programs.id, slug: programs.slug, name: programs.name },
        report: { id: reports.id, title: reports.title, severity: reports.severity },
        total: sql<number>`(select count(*) from ${events} where ${placeholderWhere})`.mapWith(Number),
      })
      .from(page)
      .leftJoin(actors, eq(actors.id, page.actorId))
      .leftJoin(subjects, eq(subjects.id, page.userId))
      // The tenant too: an event can only name its own organization's program.
      .leftJoin(
        programs,
        and(eq(programs.id, page.programId), eq(programs.organizationId, page.organizationId)),
      )
      .leftJoin(reports, and(eq(reports.id, page.reportId), eq(reports.organizationId, page.organizationId)))
      .orderBy(desc(page.createdAt), desc(page.id))
  );
});

const feedTotal = prepared("activities_total", (db) =>
  db.select({ n: count() }).from(events).where(placeholderWhere),
);

/** A page of the events the viewer may see, newest first (ties by id, so pages never overlap), and their total. */
export async function listActivities(
  db: DbOrTx,
  filter: ActivityFilter,
  page: { page: number; perPage: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const values = {
    organizationId: filter.organizationId,
    start: filter.range.start.toISOString(),
    end: filter.range.end.toISOString(),
    program: filter.programId ?? null,
    ...visibilityOf(filter.viewer, filter.audiences),
  };
  const found = await feedPage(db).execute({
    ...values,
    limit: page.perPage,
    offset: (page.page - 1) * page.perPage,
  });
  if (found.length > 0) {
    return { rows: found.map(({ total: _, ...row }) => row), total: found[0]!.total };
  }
  const [total] = await feedTotal(db).execute(values);
  return { rows: [], total: total?.n ?? 0 };
}

/**
 * One program's lines of the feed (spec 2 §7 `programs/{id}/events`), for its staff: the program and
 * report types the feed shows its staff, newest first, with their total.
 */
export async function listProgramEvents(
  db: DbOrTx,
  q: { organizationId: string; programId: string; types: readonly string[]; offset: number; limit: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const where = and(
    eq(events.organizationId, q.organizationId),
    eq(events.programId, q.programId),
    inArray(events.type, [...q.types]),
  );
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(events).where(where);
  if (q.offset >= n) return { rows: [], total: n };
  const rows = await db
    .select({
      event: {
        id: events.id,
        type: events.type,
        programId: events.programId,
        createdAt: events.createdAt,
        payload: events.payload,
      },
      actor: {
        id: actors.id,
        displayName: actors.displayName,
        uniqueName: actors.uniqueName,
        iconKey: actors.iconKey,
      },
      user: {
        id: subjects.id,
        displayName: subjects.displayName,
        uniqueName: subjects.uniqueName,
        iconKey: subjects.iconKey,
      },
      program: { id: programs.id, slug: programs.slug, name: programs.name },
      report: { id: reports.id, title: reports.title, severity: reports.severity },
    })
    .from(events)
    .leftJoin(actors, eq(actors.id, events.actorId))
    .leftJoin(subjects, eq(subjects.id, events.userId))
    .leftJoin(programs, eq(programs.id, events.programId))
    .leftJoin(reports, eq(reports.id, events.reportId))
    .where(where)
    .orderBy(desc(events.createdAt), desc(events.id))
    .offset(q.offset)
    .limit(q.limit);
  return { rows: rows as ActivityRow[], total: n };
}
