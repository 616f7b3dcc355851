import { eq } from "drizzle-orm";
import { programs, programTriagers, triageActions, triageStages } from "../../db/schema/index.ts";
import { buildSignedInUser } from "../../test/factories.ts";
import type { TestApp } from "../../test/harness.ts";
import {
  buildReportWorld,
  callerHeaders,
  type ReportCaller,
  reportCallers,
  submission,
  submitReport,
} from "../reports/core/reports.fixtures.ts";

/**
 * The report world with triage on for the public program `open`: `triage` (the organization's
 * triage-role member) and `platformTriager` (assigned by staff) triage it, `manager` and `admin`
 * are the organization's side; `staff` is platform staff, assigned to nothing.
 */
export async function buildTriageWorld(t: TestApp) {
  const db = t.ctx.database.db;
  const w = await buildReportWorld(t);
  const staff = await buildSignedInUser(t.ctx, { staffSince: new Date() });
  const platformTriager = await buildSignedInUser(t.ctx);
  await db.update(programs).set({ triageEnabledAt: new Date() }).where(eq(programs.id, w.programs.open.id));
  await db.insert(programTriagers).values({ programId: w.programs.open.id, userId: platformTriager.user.id });
  const report = () => submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
  return { ...w, staff, platformTriager, report };
}
export type TriageWorld = Awaited<ReturnType<typeof buildTriageWorld>>;

export const triageCallers = [...reportCallers, "platformTriager", "staff"] as const;
export type TriageCaller = (typeof triageCallers)[number];

export const triageHeaders = (w: TriageWorld, who: TriageCaller): Record<string, string> =>
  who === "platformTriager" || who === "staff" ? w[who].headers : callerHeaders(w, who as ReportCaller);

/** Puts a vulnerability at a step (null: the initial one) without walking the flow there. */
export async function placeAt(t: TestApp, reportId: string, programId: string, type: string | null) {
  const db = t.ctx.database.db;
  await db.delete(triageActions).where(eq(triageActions.reportId, reportId));
  const stage = { lastAction: type as never, sequence: type === null ? 0 : 1 };
  await db
    .insert(triageStages)
    .values({ reportId, programId, ...stage })
    .onConflictDoUpdate({ target: triageStages.reportId, set: stage });
  if (type !== null)
    await db.insert(triageActions).values({ reportId, sequence: 1, type: type as never, summary: "" });
}
