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

/**
 * The viewer a list needs: the hunter's view reads only the caller's own reports (the sender part of
 * the rule), so it skips the organization standing and its statement.
 */
export const listViewerOf = (db: DbOrTx, actor: Actor, view: "hunter" | "org"): Promise<ReportViewer> =>
  view === "hunter"
    ? Promise.resolve({ ...ANONYMOUS_REPORT_VIEWER, userId: actor.userId })
    : reportViewerOf(db, actor);
