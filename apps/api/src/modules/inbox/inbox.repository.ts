import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { inIds } from "../../db/id-lists.ts";
import { events, inboxItems, reports } from "../../db/schema/index.ts";
import { type ReportViewer, reportVisibleTo } from "../standing/index.ts";

/**
 * A line not about a report is readable unless an organization whose second-factor rule holds the
 * person back wrote it (issue 46); asked only of those who are held somewhere.
 */
const notHeld = (viewer: ReportViewer): SQL =>
  viewer.heldOrganizationIds?.length
    ? sql` and not exists (select 1 from ${events} where ${events.id} = ${inboxItems.eventId} and ${inIds(events.organizationId, viewer.heldOrganizationIds)})`
    : sql``;

/**
 * The lines a person may still read: every line not about a report (but a held organization's), and a
 * report's only while the report rule lets them see it (a manager removed from the program loses its
 * lines at once).
 */
function visibleLines(userId: string, viewer: ReportViewer): SQL {
  return and(
    eq(inboxItems.recipientId, userId),
    sql`((${inboxItems.reportId} is null${notHeld(viewer)}) or exists (select 1 from ${reports} where ${reports.id} = ${inboxItems.reportId} and ${reportVisibleTo(viewer)}))`,
  )!;
}

export async function listInbox(
  db: DbOrTx,
  userId: string,
  viewer: ReportViewer,
  q: { page: number; perPage: number; unread: boolean },
) {
  const where = and(visibleLines(userId, viewer), q.unread ? isNull(inboxItems.readAt) : undefined);
  const rows = await db
    .select({ event: events, readAt: inboxItems.readAt })
    .from(inboxItems)
    .innerJoin(events, eq(events.id, inboxItems.eventId))
    .where(where)
    .orderBy(desc(inboxItems.createdAt), desc(inboxItems.eventId))
    .offset((q.page - 1) * q.perPage)
    .limit(q.perPage);
  const unread = await countUnread(db, userId, viewer);
  const total = q.unread
    ? unread
    : ((await db.select({ n: count() }).from(inboxItems).where(visibleLines(userId, viewer)))[0]?.n ?? 0);
  return { rows, total, unread };
}

/** The bell shows "99+" past 99: counting stops at 100, so a long-unread inbox costs what a short one does. */
export const UNREAD_COUNT_CAP = 100;

export async function countUnread(db: DbOrTx, userId: string, viewer: ReportViewer): Promise<number> {
  // The same rule as visibleLines, asked of each line's report by its key: with `exists`, the
  // planner hashes every report the viewer may see before the limit stops it (docs/performance.md).
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from ${inboxItems}
      where ${inboxItems.recipientId} = ${userId} and ${inboxItems.readAt} is null
        and ((${inboxItems.reportId} is null${notHeld(viewer)})
             or (select ${reportVisibleTo(viewer)} from ${reports} where ${reports.id} = ${inboxItems.reportId}))
      limit ${UNREAD_COUNT_CAP}
    ) capped`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Marks the person's unread lines read: all of them, one report's, or the named events'. */
export async function markRead(
  db: DbOrTx,
  userId: string,
  which: { all: true } | { report: string } | { events: string[] },
): Promise<number> {
  const scope =
    "all" in which
      ? undefined
      : "report" in which
        ? eq(inboxItems.reportId, which.report)
        : sql`${inboxItems.eventId} in (${sql.join(
            which.events.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  const rows = await db
    .update(inboxItems)
    .set({ readAt: new Date() })
    .where(and(eq(inboxItems.recipientId, userId), isNull(inboxItems.readAt), scope))
    .returning({ eventId: inboxItems.eventId });
  return rows.length;
}
