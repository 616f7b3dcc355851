import type { ReportState, TriageActionType } from "@bounty/shared";
import { and, asc, eq } from "drizzle-orm";
import { reportSearchText } from "../modules/reports/lists/report-search.ts";
import { insertImported, takeReportNumbers } from "../modules/triage/imports/import.repository.ts";
import type { DbOrTx } from "./client.ts";
import {
  organizationMembers,
  programManagers,
  programs,
  reports,
  scopeGroups,
  triageActions,
  triageMessages,
  triageStages,
} from "./schema/index.ts";

const HOUR_MS = 3_600_000;

/** The steps a demo report has been through, by the state it stands in. */
const walkedTo: Partial<Record<ReportState, TriageActionType[]>> = {
  checked: ["triage"],
  unresolved: ["triage", "certify", "appraise"],
  resolved: ["triage", "certify", "appraise", "remediate", "review.resolved", "closed.resolved"],
  informational: ["triage", "certify", "review.informative", "closed.informative"],
  not_applicable: ["triage", "invalidate"],
};

const summaries: Partial<Record<TriageActionType, string>> = {
  triage: "Reproduced on app.acme.example with a fresh account; the steps in the report are complete.",
  certify: "Confirmed by the application team: a real issue in production.",
  appraise: "Severity agreed as the hunter assessed it; the reward follows the program's table.",
  remediate: "Fix deployed in release 4.12; ready for verification.",
  "review.resolved": "Verified the fix against the original steps: no longer reproducible.",
  "closed.resolved": "Closed as resolved.",
  invalidate: "Expected behaviour: the page is public by design.",
};

/**
 * The demo bug bounty is triaged (issue 32): Lucas, the organization's triage member, triages it,
 * and its reports have walked the flow as far as their states say, so /triage shows a real queue.
 */
export async function seedDemoTriage(tx: DbOrTx): Promise<void> {
  const [bounty] = await tx.select().from(programs).where(eq(programs.slug, "acme-bug-bounty"));
  await tx.update(programs).set({ triageEnabledAt: new Date() }).where(eq(programs.id, bounty!.id));
  const [triager] = await tx
    .select({ id: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, bounty!.organizationId),
        eq(organizationMembers.role, "triage"),
      ),
    );
  const [manager] = await tx
    .select({ id: organizationMembers.userId })
    .from(programManagers)
    .innerJoin(organizationMembers, eq(organizationMembers.id, programManagers.memberId))
    .where(eq(programManagers.programId, bounty!.id))
    .limit(1);
  const rows = await tx
    .select()
    .from(reports)
    .where(eq(reports.programId, bounty!.id))
    .orderBy(asc(reports.number));
  for (const report of rows) {
    const steps = walkedTo[report.state] ?? [];
    let at = report.createdAt.getTime();
    for (const [i, type] of steps.entries()) {
      at += 5 * HOUR_MS;
      const by = ["certify", "appraise", "remediate"].includes(type) ? manager!.id : triager!.id;
      await tx.insert(triageActions).values({
        reportId: report.id,
        sequence: i + 1,
        type,
        summary: summaries[type] ?? "",
        createdBy: by,
        createdAt: new Date(Math.min(at, Date.now())),
      });
    }
    const last = steps.at(-1);
    // Turning triage on above placed every report at the initial step; the walked ones move on.
    if (last)
      await tx
        .update(triageStages)
        .set({ lastAction: last, lastActionAt: new Date(Math.min(at, Date.now())), sequence: steps.length })
        .where(eq(triageStages.reportId, report.id));
  }
  // The dashboard's Recent Messages, and one report the organization brought in by hand (issue 33).
  const walked = rows.filter((r) => (walkedTo[r.state] ?? []).length > 0).slice(0, 2);
  for (const [i, report] of walked.entries())
    await tx.insert(triageMessages).values({
      reportId: report.id,
      senderId: i === 0 ? triager!.id : manager!.id,
      content:
        i === 0
          ? "Reproduced with a second account as well; attaching the request log to the action."
          : "Thanks: the application team has the fix scheduled for this week's release.",
    });
  const [group] = await tx.select().from(scopeGroups).where(eq(scopeGroups.programId, bounty!.id)).limit(1);
  const title = "Password reset token reused (reported by e-mail)";
  const content =
    "A customer wrote to security@acme.example: the reset link still works after the password was changed.";
  const first = await takeReportNumbers(tx, bounty!.id, 1);
  await insertImported(tx, first, [
    {
      values: {
        programId: bounty!.id,
        organizationId: bounty!.organizationId,
        senderId: null,
        isImport: true,
        importedBy: manager!.id,
        title,
        scopeGroupId: group!.id,
        scope: { id: group!.id, type: group!.types, identifier: group!.identifier, vrtIds: [] },
        rewards: bounty!.rewards,
        vrtId: "broken_authentication_and_session_management.failure_to_invalidate_session",
        severity: "medium",
        searchText: reportSearchText(title, content),
      },
      content,
    },
  ]);
}
