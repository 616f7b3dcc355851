import { and, count, eq, inArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { reports } from "../../db/schema/index.ts";
import type { Actor } from "../../http/auth.ts";
import { reportViewerOf } from "./report-viewer.ts";
import { reportStaffedBy } from "./report-visibility.ts";

/**
 * Program cards' `newReportsNb`: new reports per program among `programIds`, through the report
 * rule's staff part, so a member sees counts only for the programs whose reports they may read.
 */
export async function newReportsFor(
  db: DbOrTx,
  actor: Actor,
  programIds: readonly string[],
): Promise<Map<string, number>> {
  if (programIds.length === 0) return new Map();
  const viewer = await reportViewerOf(db, actor);
  if (viewer.adminOrganizationIds.length === 0 && viewer.managedProgramIds.length === 0) return new Map();
  return countNewReportsWhere(
    db,
    and(reportStaffedBy(viewer), inArray(reports.programId, [...programIds]), eq(reports.state, "new"))!,
  );
}

/** Reports matching `where`, counted per program (program cards' newReportsNb). */
async function countNewReportsWhere(db: DbOrTx, where: SQL): Promise<Map<string, number>> {
  const rows = await db
    .select({ programId: reports.programId, n: count() })
    .from(reports)
    .where(where)
    .groupBy(reports.programId);
  return new Map(rows.map((r) => [r.programId, r.n]));
}
