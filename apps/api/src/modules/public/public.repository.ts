import { publicEventTypes } from "@bounty/shared";
import { and, count, desc, eq, gte, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { disclosures, events, programs, reportRewards, reports, users } from "../../db/schema/index.ts";
import {
  ACCEPTED_STATES,
  detailsPublicToEveryone,
  disclosureIsPublic,
  moneySum,
  pointSum,
  pointsOf,
} from "../standing/index.ts";

const hunterColumns = {
  id: users.id,
  displayName: users.displayName,
  uniqueName: users.uniqueName,
  iconKey: users.iconKey,
};
export type HunterRow = { id: string; displayName: string; uniqueName: string; iconKey: string | null };

/** At most this many hall-of-fame entries: a program's whole list is one answer. */
const HOF_MAX = 500;

/** Spec 2 §3: the hunters with an Accepted report in the program, the most recently accepted first. */
export async function hallOfFame(db: DbOrTx, programId: string): Promise<HunterRow[]> {
  return db
    .select(hunterColumns)
    .from(reports)
    .innerJoin(users, eq(users.id, reports.senderId))
    .where(and(eq(reports.programId, programId), inArray(reports.state, ACCEPTED_STATES)))
    .groupBy(users.id)
    .orderBy(desc(sql`max(${reports.stateChangedAt})`), users.id)
    .limit(HOF_MAX);
}

/**
 * The public activity lines: the catalog's public types, newest first. A `report.disclosed` line
 * stays only while the report's disclosure is published (undisclosing takes it back).
 */
const activityQuery = (db: DbOrTx) =>
  db
    .select({
      event: { id: events.id, type: events.type, payload: events.payload, createdAt: events.createdAt },
      user: hunterColumns,
      program: {
        id: programs.id,
        slug: programs.slug,
        name: programs.name,
        hideAmounts: programs.hideDisclosedAmounts,
      },
      report: { number: reports.number, severity: reports.severity },
      disclosure: { id: disclosures.id, title: disclosures.title },
    })
    .from(events)
    .innerJoin(programs, eq(programs.id, events.programId))
    .innerJoin(reports, eq(reports.id, events.reportId))
    .leftJoin(users, eq(users.id, events.userId))
    .leftJoin(disclosures, and(eq(disclosures.reportId, events.reportId), disclosureIsPublic()));
export type ActivityRow = Awaited<ReturnType<typeof activityQuery>>[number];

const publicTypes = () => inArray(events.type, [...publicEventTypes]);
const stillTrue = () => or(sql`${events.type} <> 'report.disclosed'`, isNotNull(disclosures.id));

async function pageOf(db: DbOrTx, where: ReturnType<typeof and>, q: { offset: number; limit: number }) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(events)
    .innerJoin(programs, eq(programs.id, events.programId))
    .leftJoin(disclosures, and(eq(disclosures.reportId, events.reportId), disclosureIsPublic()))
    .where(where);
  const rows =
    q.offset < total
      ? await activityQuery(db)
          .where(where)
          .orderBy(desc(events.createdAt), desc(events.id))
          .offset(q.offset)
          .limit(q.limit)
      : [];
  return { rows, total };
}

/** A program's public activity (its readers are checked by the caller). */
export const programActivities = (db: DbOrTx, programId: string, q: { offset: number; limit: number }) =>
  pageOf(db, and(eq(events.programId, programId), publicTypes(), stillTrue()), q);

/** A hunter's public activity: their reports' public facts in programs public to everyone. */
export const userActivities = (db: DbOrTx, userId: string, q: { offset: number; limit: number }) =>
  pageOf(db, and(eq(events.userId, userId), publicTypes(), stillTrue(), detailsPublicToEveryone()), q);

export async function findUserRef(db: DbOrTx, ref: string): Promise<HunterRow | null> {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  const [row] = await db
    .select(hunterColumns)
    .from(users)
    .where(isId ? eq(users.id, ref) : sql`lower(${users.uniqueName}) = ${ref.toLowerCase()}`);
  return row ?? null;
}

/** Each leaderboard category's list: the podium's 3 and the rest. */
const BOARD = 50;

/**
 * Spec 2 §3 Leaderboard over [start, end), public programs only: accepted reports sent in the range
 * (ties: who got there first), and points from the rewards given in the range. Each ranks the
 * hunters' ids first and joins only the top ones to their names.
 */
export async function leaderboard(db: DbOrTx, range: { start: Date; end: Date }) {
  const reportsRanked = db
    .select({
      userId: reports.senderId,
      count: sql<number>`count(*)::int`.as("count"),
      last: sql<Date>`max(${reports.createdAt})`.as("last"),
    })
    .from(reports)
    .innerJoin(programs, eq(programs.id, reports.programId))
    .where(
      and(
        inArray(reports.state, ACCEPTED_STATES),
        gte(reports.createdAt, range.start),
        lt(reports.createdAt, range.end),
        isNotNull(reports.senderId),
        detailsPublicToEveryone(),
      ),
    )
    .groupBy(reports.senderId)
    .orderBy(desc(sql`count(*)`), sql`max(${reports.createdAt})`, reports.senderId)
    .limit(BOARD)
    .as("ranked");
  const byNbOfReports = await db
    .select({ user: hunterColumns, count: reportsRanked.count })
    .from(reportsRanked)
    .innerJoin(users, eq(users.id, reportsRanked.userId))
    .orderBy(desc(reportsRanked.count), reportsRanked.last, users.id);
  const points = pointsOf(moneySum, pointSum);
  const pointsRanked = db
    .select({
      userId: reportRewards.hunterId,
      sum: points.as("sum"),
      last: sql<Date>`max(${reportRewards.createdAt})`.as("last"),
    })
    .from(reportRewards)
    .innerJoin(programs, eq(programs.id, reportRewards.programId))
    .where(
      and(
        gte(reportRewards.createdAt, range.start),
        lt(reportRewards.createdAt, range.end),
        isNotNull(reportRewards.hunterId),
        detailsPublicToEveryone(),
      ),
    )
    .groupBy(reportRewards.hunterId)
    .having(sql`${points} > 0`)
    .orderBy(desc(points), sql`max(${reportRewards.createdAt})`, reportRewards.hunterId)
    .limit(BOARD)
    .as("ranked_points");
  const byPoints = await db
    .select({ user: hunterColumns, sum: pointsRanked.sum })
    .from(pointsRanked)
    .innerJoin(users, eq(users.id, pointsRanked.userId))
    .orderBy(desc(pointsRanked.sum), pointsRanked.last, users.id);
  return { byNbOfReports, byPoints };
}
