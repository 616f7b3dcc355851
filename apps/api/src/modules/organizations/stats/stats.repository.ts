import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { events } from "../../../db/schema/index.ts";
import { type ActivityFilter, activityWhere } from "../activity/activity.repository.ts";

export interface CountsRow {
  activities: number;
  membersJoined: number;
  membersLeft: number;
  reportsSubmitted: number;
  reportsRewarded: number;
}

const countOf = (type: string) =>
  sql<number>`count(*) filter (where ${events.type} = ${type})`.mapWith(Number);

/**
 * Counts over the events the viewer's feed shows for the same range: the same `activityWhere`, so a
 * number here never includes a line the viewer could not open.
 */
export async function countActivities(db: DbOrTx, filter: ActivityFilter): Promise<CountsRow> {
  const [row] = await db
    .select({
      activities: sql<number>`count(*)`.mapWith(Number),
      membersJoined: countOf("org.member.added"),
      membersLeft: countOf("org.member.removed"),
      reportsSubmitted: countOf("report.submitted"),
      reportsRewarded: countOf("report.rewarded"),
    })
    .from(events)
    .where(activityWhere(filter));
  return row!;
}
