import { getVrtNode, severityOfVrtNode } from "@bounty/shared";
import { and, eq } from "drizzle-orm";
import { recordEvent } from "../events/events.repository.ts";
import { getOrCreateAccount, TRANSACTION_KINDS, writeTransaction } from "../modules/ledger/index.ts";
import { payloadOf } from "../modules/programs/core/program-rules.ts";
import { insertReport, takeReportNumber } from "../modules/reports/core/reports.repository.ts";
import { reportSearchText } from "../modules/reports/lists/report-search.ts";
import { insertReward } from "../modules/rewards/rewards/rewards.repository.ts";
import type { DbOrTx } from "./client.ts";
import { allowHistoryRewrite } from "./history-rewrite.ts";
import {
  events,
  guidelineAcceptances,
  organizationMembers,
  programManagers,
  programs,
  reportMessages,
  reportNotes,
  reports,
  scopeGroups,
} from "./schema/index.ts";
import { seedDisclosure } from "./seed-disclosures.ts";
import { type DemoReport, demoReports } from "./seed-reports.data.ts";

const DAY_MS = 86_400_000;

/** Demo reports from Noah and Hana to Acme's public programs, in several states. */
export async function seedDemoReports(tx: DbOrTx, hunterIds: Map<string, string>): Promise<void> {
  const [bounty] = await tx.select().from(programs).where(eq(programs.slug, "acme-bug-bounty"));
  await fundDemoBudget(tx, bounty!);
  for (const demo of demoReports) {
    const [program] = await tx.select().from(programs).where(eq(programs.slug, demo.program));
    const [group] = await tx.select().from(scopeGroups).where(eq(scopeGroups.programId, program!.id));
    const senderId = hunterIds.get(demo.hunter)!;
    await tx
      .insert(guidelineAcceptances)
      .values({ programId: program!.id, userId: senderId })
      .onConflictDoNothing();
    const sentAt = new Date(Date.now() - demo.daysAgo * DAY_MS);
    const number = await takeReportNumber(tx, program!.id);
    const { report } = await insertReport(
      tx,
      {
        programId: program!.id,
        organizationId: program!.organizationId,
        number,
        senderId,
        title: demo.title,
        state: demo.state,
        scopeGroupId: group!.id,
        scope: { id: group!.id, type: group!.types, identifier: group!.identifier, vrtIds: [] },
        rewards: program!.rewards,
        vrtId: demo.vrt,
        criticality: demo.criticality,
        severity: demo.criticality?.severity ?? severityOfVrtNode(getVrtNode(demo.vrt)),
        searchText: reportSearchText(demo.title, demo.content),
        createdAt: sentAt,
        stateChangedAt: new Date(sentAt.getTime() + (demo.state === "new" ? 0 : DAY_MS)),
        // A report the staff moved on from new was read by them (its hunter sees it read).
        seenAt: demo.state === "new" ? null : new Date(sentAt.getTime() + DAY_MS / 2),
      },
      { senderId, content: demo.content },
    );
    await seedConversation(tx, report.id, program!.id, senderId, sentAt, demo);
    await recordEvent(tx, {
      type: "report.submitted",
      organizationId: program!.organizationId,
      actorId: senderId,
      userId: senderId,
      programId: program!.id,
      reportId: report.id,
      payload: { number, ...payloadOf(program!) },
    });
    await seedRewards(tx, { id: report.id, number, senderId, program: program! }, sentAt, demo);
    const [manager] = await tx
      .select({ userId: organizationMembers.userId })
      .from(programManagers)
      .innerJoin(organizationMembers, eq(organizationMembers.id, programManagers.memberId))
      .where(eq(programManagers.programId, program!.id))
      .limit(1);
    await seedDisclosure(
      tx,
      { id: report.id, number, senderId, managerId: manager?.userId ?? null, program: program! },
      sentAt,
      demo,
    );
  }
}

const DEMO_BUDGET = 2_000_000;

/** The demo bug bounty's budget, put in by the organization's admin as the Budget tab would. */
async function fundDemoBudget(tx: DbOrTx, program: typeof programs.$inferSelect): Promise<void> {
  const budget = await getOrCreateAccount(
    tx,
    { kind: "program_budget", programId: program.id },
    { lock: true },
  );
  const funding = await getOrCreateAccount(tx, { kind: "funding", organizationId: program.organizationId });
  await writeTransaction(tx, {
    kind: TRANSACTION_KINDS.budget,
    idempotencyKey: `demo:budget:${program.id}`,
    entries: [
      { accountId: funding.id, amount: -DEMO_BUDGET },
      { accountId: budget.id, amount: DEMO_BUDGET },
    ],
  });
  const [admin] = await tx
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, program.organizationId),
        eq(organizationMembers.role, "admin"),
      ),
    );
  await recordEvent(tx, {
    type: "program.credits.charge",
    organizationId: program.organizationId,
    actorId: admin!.userId,
    programId: program.id,
    payload: { amount: DEMO_BUDGET, budget: DEMO_BUDGET, previous: 0, programDetailsPrivate: false },
  });
}

/** The demo report's rewards, paid from the budget as the reward dialog would, dated after sending. */
async function seedRewards(
  tx: DbOrTx,
  report: { id: string; number: number; senderId: string; program: typeof programs.$inferSelect },
  sentAt: Date,
  demo: DemoReport,
): Promise<void> {
  const { program } = report;
  const [manager] = await tx
    .select({ userId: organizationMembers.userId })
    .from(programManagers)
    .innerJoin(organizationMembers, eq(organizationMembers.id, programManagers.memberId))
    .where(eq(programManagers.programId, program.id))
    .limit(1);
  // A bug bounty pays yen from its budget; the internal program pays points.
  const system = program.type === "bounty" ? "money" : program.creditSystem;
  for (const [i, r] of (demo.rewards ?? []).entries()) {
    const at = new Date(sentAt.getTime() + r.hoursAfter * 3_600_000);
    const source =
      system === "money"
        ? await getOrCreateAccount(tx, { kind: "program_budget", programId: program.id }, { lock: true })
        : await getOrCreateAccount(tx, { kind: "program_points", programId: program.id });
    const hunter = await getOrCreateAccount(tx, {
      kind: system === "money" ? "hunter_money" : "hunter_points",
      userId: report.senderId,
      programId: program.id,
    });
    const reward = await insertReward(tx, {
      reportId: report.id,
      programId: program.id,
      organizationId: program.organizationId,
      hunterId: report.senderId,
      awardedById: manager!.userId,
      amount: r.amount,
      system,
      description: r.description,
      idempotencyKey: `demo:${report.id}:${i}`,
      requestHash: "demo",
      createdAt: at,
    });
    await writeTransaction(tx, {
      kind: TRANSACTION_KINDS.reward,
      idempotencyKey: `${TRANSACTION_KINDS.reward}:${reward.id}`,
      entries: [
        { accountId: source.id, amount: -r.amount },
        { accountId: hunter.id, amount: r.amount },
      ],
      createdAt: at,
    });
    const event = await recordEvent(tx, {
      type: "report.rewarded",
      organizationId: program.organizationId,
      actorId: manager!.userId,
      userId: report.senderId,
      programId: program.id,
      reportId: report.id,
      payload: {
        number: report.number,
        rewardId: reward.id,
        amount: r.amount,
        system,
        description: r.description,
        ...payloadOf(program),
      },
    });
    await allowHistoryRewrite(tx);
    await tx.update(events).set({ createdAt: at }).where(eq(events.id, event.id));
  }
}

/** The demo report's messages and notes; the program's first manager writes for the organization. */
async function seedConversation(
  tx: DbOrTx,
  reportId: string,
  programId: string,
  hunterId: string,
  sentAt: Date,
  demo: DemoReport,
): Promise<void> {
  const [manager] = await tx
    .select({ userId: organizationMembers.userId })
    .from(programManagers)
    .innerJoin(organizationMembers, eq(organizationMembers.id, programManagers.memberId))
    .where(eq(programManagers.programId, programId))
    .limit(1);
  const at = (hours: number) => new Date(sentAt.getTime() + hours * 3_600_000);
  const messages = demo.conversation ?? [];
  for (const m of messages) {
    await tx.insert(reportMessages).values({
      reportId,
      senderId: m.by === "hunter" ? hunterId : manager!.userId,
      affiliation: m.by === "hunter" ? "hunter" : "member",
      content: m.content,
      createdAt: at(m.hoursAfter),
    });
  }
  for (const n of demo.notes ?? []) {
    await tx
      .insert(reportNotes)
      .values({ reportId, senderId: manager!.userId, content: n.content, createdAt: at(n.hoursAfter) });
  }
  const last = messages.at(-1);
  if (last) {
    await tx
      .update(reports)
      .set({ messageCount: 1 + messages.length, lastCommentAt: at(last.hoursAfter) })
      .where(eq(reports.id, reportId));
  }
}
