import type { DateRangeValue } from "@bounty/shared";
import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { events, programs, reports, users } from "../../db/schema/index.ts";
import type { EventRow } from "../../events/events.repository.ts";
import type { UserRow } from "../users/users.repository.ts";
import {
  type ActivityViewer,
  type AudienceMap,
  activityAudiences,
  activityScope,
} from "./activity.policy.ts";

export interface ActivityRow {
  event: EventRow;
  actor: UserRow | null;
  user: UserRow | null;
  program: typeof programs.$inferSelect | null;
  report: { id: string; title: string } | null;
}

/** Which events of an organization, over which span, seen by whom. */
export interface ActivityFilter {
  organizationId: string;
  viewer: ActivityViewer;
  range: DateRangeValue;
  /** The audience of each type; tests pass their own to exercise program-scoped types. */
  audiences?: AudienceMap;
}

/** The SQL form of `canSeeActivity`: built from the same `activityScope`, so both agree by construction. */
export function visibleTo(viewer: ActivityViewer, audiences: AudienceMap = activityAudiences): SQL {
  const types = Object.keys(audiences);
  const all = types.filter((type) => activityScope(viewer, type, audiences) === "all");
  const own = types.filter((type) => activityScope(viewer, type, audiences) === "ownPrograms");
  const clauses: SQL[] = [];
  if (all.length > 0) clauses.push(inArray(events.type, all));
  if (own.length > 0 && viewer.programIds.length > 0) {
    clauses.push(
      sql`(${inArray(events.type, own)} and ${inArray(events.programId, [...viewer.programIds])})`,
    );
  }
  return or(...clauses) ?? sql`false`;
}

/** The tenant, the half-open range [start, end) and the viewer's visibility: lists and counts share it. */
export const activityWhere = (f: ActivityFilter): SQL =>
  and(
    eq(events.organizationId, f.organizationId),
    gte(events.createdAt, f.range.start),
    lt(events.createdAt, f.range.end),
    visibleTo(f.viewer, f.audiences),
  )!;

const actors = alias(users, "actor");
const subjects = alias(users, "subject");

/** A page of the events the viewer may see, newest first (ties by id, so pages never overlap), and their total. */
export async function listActivities(
  db: DbOrTx,
  filter: ActivityFilter,
  page: { page: number; perPage: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const where = activityWhere(filter);
  const rows = await db
    .select({
      event: events,
      actor: actors,
      user: subjects,
      program: programs,
      report: { id: reports.id, title: reports.title },
    })
    .from(events)
    .leftJoin(actors, eq(actors.id, events.actorId))
    .leftJoin(subjects, eq(subjects.id, events.userId))
    // The tenant too: an event can only name its own organization's program.
    .leftJoin(
      programs,
      and(eq(programs.id, events.programId), eq(programs.organizationId, events.organizationId)),
    )
    .leftJoin(
      reports,
      and(eq(reports.id, events.reportId), eq(reports.organizationId, events.organizationId)),
    )
    .where(where)
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const [total] = await db.select({ n: count() }).from(events).where(where);
  return { rows, total: total?.n ?? 0 };
}
