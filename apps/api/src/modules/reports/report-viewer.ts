import type { DbOrTx } from "../../db/client.ts";
import type { Actor } from "../../http/auth.ts";
import { ANONYMOUS_REPORT_VIEWER, type ReportViewer } from "./reports.policy.ts";
import { findReportStanding } from "./reports.repository.ts";

/** The caller as the report rule sees them, read fresh: a removed manager loses access at once. */
export async function reportViewerOf(db: DbOrTx, actor: Actor | null): Promise<ReportViewer> {
  if (!actor) return ANONYMOUS_REPORT_VIEWER;
  // An API key reads its owner's own reports; organization access is for signed-in sessions.
  if (actor.via !== "session") return { ...ANONYMOUS_REPORT_VIEWER, userId: actor.userId };
  return { userId: actor.userId, ...(await findReportStanding(db, actor.userId)) };
}
