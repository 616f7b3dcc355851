import type { BulkUpdateReports, BulkUpdateResult } from "@bounty/shared";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { reportViewerOf } from "../../standing/index.ts";
import { changeReport } from "./report-triage.service.ts";

/**
 * POST reports/bulk: the one change applied to every named report in one transaction, so either
 * all of them move or none does (the first refusal, 404 or 403 as for one report, undoes the rest).
 * Each report is locked, authorized and written as PATCH reports/{id} does, with its own events.
 * The reports are taken in id order: two bulk changes over the same reports lock them in the same
 * order and one waits for the other instead of deadlocking.
 */
export async function bulkUpdateReports(
  ctx: AppContext,
  actor: Actor,
  input: BulkUpdateReports,
): Promise<BulkUpdateResult> {
  const { reports: ids, ...change } = input;
  // The database's spelling (lowercase) sets the order, so two changes lock alike whatever the case sent.
  const ordered = ids.map((id) => id.toLowerCase()).sort();
  const result = await ctx.database.db.transaction(async (tx) => {
    const viewer = await reportViewerOf(tx, actor);
    let changed = 0;
    for (const id of ordered) if (await changeReport(tx, actor, viewer, id, change)) changed += 1;
    return { reports: ordered.length, changed };
  });
  // The public pages this instance keeps go at once (a reopen may have withdrawn a disclosure); the
  // other instances' go when the bus brings them the committed events.
  if (change.state !== undefined) ctx.publicCache.clear();
  return result;
}
