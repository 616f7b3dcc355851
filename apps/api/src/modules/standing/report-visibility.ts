import { eq, or, type SQL, sql } from "drizzle-orm";
import { inIds } from "../../db/id-lists.ts";
import { reports } from "../../db/schema/index.ts";
import type { ReportViewer } from "./reports.policy.ts";

// The report rule's SQL form (`canReadReport` in reports.policy.ts is the pure form; the
// visibility test checks that they agree).

const never = () => sql`false`;

/** The sender's part of the rule: the hunter's own reports (reports_sender_created_idx). */
export const reportSentBy = (v: ReportViewer): SQL =>
  v.userId === null ? never() : eq(reports.senderId, v.userId);

/** The staff's part: the organizations the viewer administers and the programs they manage. */
export function reportStaffedBy(v: ReportViewer): SQL {
  const clauses: SQL[] = [];
  if (v.adminOrganizationIds.length > 0) clauses.push(inIds(reports.organizationId, v.adminOrganizationIds));
  if (v.managedProgramIds.length > 0) clauses.push(inIds(reports.programId, v.managedProgramIds));
  return clauses.length === 0 ? never() : clauses.length === 1 ? clauses[0]! : or(...clauses)!;
}

/** The SQL form of `canReadReport`. */
export const reportVisibleTo = (v: ReportViewer): SQL => or(reportSentBy(v), reportStaffedBy(v))!;
