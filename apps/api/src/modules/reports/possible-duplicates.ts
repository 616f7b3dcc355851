import type { PossibleDuplicate, ReportState } from "@bounty/shared";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { reports } from "../../db/schema/index.ts";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { reportViewerOf } from "./report-viewer.ts";
import { canReadReport, hasOrganizationAccess } from "./reports.policy.ts";

export const POSSIBLE_DUPLICATES = 5;
// The latest earlier reports compared (a program's recent history is where its duplicates are).
const CANDIDATES = 2000;
// Below this the titles share too little to be worth a triager's look.
const MIN_SCORE = 0.15;

/**
 * Up to five earlier reports of the same program most like this one, computed in the database: the
 * trigram similarity of the titles (descriptions cost ten times more to compare and add little),
 * raised when the scope or the vulnerability type is the same. Only the program's latest
 * CANDIDATES earlier reports are compared, so the cost stays bounded however large the program grows.
 */
async function findPossibleDuplicates(db: DbOrTx, id: string) {
  const result = await db.execute<{
    id: string;
    number: number;
    title: string;
    state: ReportState;
    score: number;
  }>(sql`
    with me as (select * from ${reports} where id = ${id}),
    candidates as (
      select other.* from ${reports} other, me
      where other.program_id = me.program_id and (other.created_at, other.id) < (me.created_at, me.id)
      order by other.created_at desc, other.id desc
      limit ${CANDIDATES})
    select c.id, c.number, c.title, c.state,
           round((similarity(c.title, me.title)
             + case when c.scope_group_id = me.scope_group_id then 0.1 else 0 end
             + case when c.vrt_id is not distinct from me.vrt_id then 0.1 else 0 end)::numeric, 3)::float8 as score
    from candidates c, me
    where similarity(c.title, me.title) >= ${MIN_SCORE}
    order by score desc, c.created_at desc
    limit ${POSSIBLE_DUPLICATES}`);
  return result.rows;
}

/** GET reports/{id}/duplicates: the program's staff only (the hunter never learns of other reports). */
export async function possibleDuplicatesFor(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<PossibleDuplicate[]> {
  const db = ctx.database.db;
  const viewer = await reportViewerOf(db, actor);
  const [facts] = await db
    .select({
      senderId: reports.senderId,
      programId: reports.programId,
      organizationId: reports.organizationId,
    })
    .from(reports)
    .where(sql`${reports.id} = ${id}`);
  if (!facts || !canReadReport(viewer, facts)) throw notFound("Report");
  if (!hasOrganizationAccess(viewer, facts))
    throw new AppError("forbidden", "Only the program's staff compare reports.");
  return findPossibleDuplicates(db, id);
}
