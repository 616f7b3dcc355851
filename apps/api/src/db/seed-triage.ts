import type { ReportState, TriageActionType } from "@bounty/shared";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "./client.ts";
import {
  organizationMembers,
  programManagers,
  programs,
  reports,
  triageActions,
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
}
