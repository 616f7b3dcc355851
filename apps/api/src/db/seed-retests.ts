import { and, eq } from "drizzle-orm";
import { recordEvent } from "../events/events.repository.ts";
import { payloadOf } from "../modules/programs/index.ts";
import { holdFee } from "../modules/triage/retests/retest-money.ts";
import type { DbOrTx } from "./client.ts";
import {
  organizationMembers,
  programManagers,
  programs,
  reportRetests,
  reports,
  triageActions,
  triageStages,
} from "./schema/index.ts";

const DAY_MS = 86_400_000;
const FEE = 10_000;

/**
 * Issue 33: the demo bug bounty's report #1 (Noah's, appraised) is fixed, and its manager asked Noah
 * to retest it for ¥10,000, held from the budget as the API holds it: Noah's report page offers the
 * retest to accept, the triage page shows it asked.
 */
export async function seedDemoRetest(tx: DbOrTx): Promise<void> {
  const [bounty] = await tx.select().from(programs).where(eq(programs.slug, "acme-bug-bounty"));
  const [report] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.programId, bounty!.id), eq(reports.number, 1)));
  const [stage] = await tx.select().from(triageStages).where(eq(triageStages.reportId, report!.id));
  if (!report?.senderId || stage?.lastAction !== "appraise") return;
  const [manager] = await tx
    .select({ id: organizationMembers.userId })
    .from(programManagers)
    .innerJoin(organizationMembers, eq(organizationMembers.id, programManagers.memberId))
    .where(eq(programManagers.programId, bounty!.id))
    .limit(1);
  const fixedAt = new Date(Date.now() - DAY_MS);
  await tx.insert(triageActions).values({
    reportId: report.id,
    sequence: stage.sequence + 1,
    type: "remediate",
    summary: "Fixed in today's release: the redirect target is checked against an allow-list.",
    createdBy: manager!.id,
    createdAt: fixedAt,
  });
  await tx
    .update(triageStages)
    .set({ lastAction: "remediate", lastActionAt: fixedAt, sequence: stage.sequence + 1 })
    .where(eq(triageStages.reportId, report.id));
  const expiresAt = new Date(fixedAt.getTime() + 7 * DAY_MS);
  const [retest] = await tx
    .insert(reportRetests)
    .values({
      reportId: report.id,
      programId: bounty!.id,
      hunterId: report.senderId,
      requestedBy: manager!.id,
      fee: FEE,
      message: "We fixed this in today's release. Could you try your payloads again and tell us if it holds?",
      requestKey: "demo",
      requestHash: "demo",
      createdAt: fixedAt,
      expiresAt,
    })
    .returning();
  await holdFee(tx, bounty!.id, retest!.id, FEE);
  await recordEvent(tx, {
    type: "report.retest.requested",
    organizationId: report.organizationId,
    actorId: manager!.id,
    userId: report.senderId,
    programId: bounty!.id,
    reportId: report.id,
    payload: {
      number: report.number,
      retestId: retest!.id,
      fee: FEE,
      expiresAt: expiresAt.toISOString(),
      ...payloadOf(bounty!),
    },
  });
}
