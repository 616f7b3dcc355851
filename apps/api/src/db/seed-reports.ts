import {
  cvssVectorFromMetrics,
  getVrtNode,
  type ReportCriticality,
  type ReportState,
  scoreCvss,
  severityOfVrtNode,
} from "@bounty/shared";
import { and, eq } from "drizzle-orm";
import { recordEvent } from "../events/events.repository.ts";
import { getOrCreateAccount, TRANSACTION_KINDS, writeTransaction } from "../modules/ledger/index.ts";
import { payloadOf } from "../modules/programs/core/program-rules.ts";
import { insertReport, takeReportNumber } from "../modules/reports/core/reports.repository.ts";
import { reportSearchText } from "../modules/reports/lists/report-search.ts";
import { insertReward } from "../modules/rewards/rewards/rewards.repository.ts";
import type { DbOrTx } from "./client.ts";
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

const DAY_MS = 86_400_000;

interface DemoReport {
  program: string;
  hunter: string;
  title: string;
  content: string;
  vrt: string;
  criticality: ReportCriticality | null;
  state: ReportState;
  daysAgo: number;
  /** The conversation after the description: who writes, what, and how many hours after sending. */
  conversation?: { by: "hunter" | "staff"; content: string; hoursAfter: number }[];
  /** The staff's internal notes, hours after sending. */
  notes?: { content: string; hoursAfter: number }[];
  /** Rewards from the program's first manager, hours after sending (a bonus is a second one). */
  rewards?: { amount: number; description: string; hoursAfter: number }[];
}

const cvss31 = (fields: Record<string, string>): ReportCriticality => {
  const cvss = { version: "3.1" as const, ...fields } as Parameters<typeof cvssVectorFromMetrics>[0];
  const vector = cvssVectorFromMetrics(cvss);
  const { score, severity } = scoreCvss(vector);
  return { type: "cvss", cvss, vector, score, severity };
};

const demoReports: DemoReport[] = [
  {
    program: "acme-bug-bounty",
    hunter: "noah",
    title: "Stored XSS in the project name shown on the dashboard",
    content: `## Summary
The project name is rendered without escaping on \`/dashboard\`, so a name such as
\`<img src=x onerror=alert(document.domain)>\` runs in every member's browser.

## Steps to reproduce
1. Create a project named \`<img src=x onerror=alert(document.domain)>\`.
2. Open https://app.acme.example/dashboard as another member of the workspace.

## Impact
Any workspace member can run script as every other member, including admins.

## Suggested fix
Escape the name when rendering, and add a Content-Security-Policy without \`unsafe-inline\`.`,
    vrt: "cross_site_scripting_xss.stored.non_admin_to_anyone",
    criticality: cvss31({
      attackVector: "network",
      attackComplexity: "low",
      privilegesRequired: "low",
      userInteraction: "required",
      scope: "changed",
      confidentiality: "high",
      integrity: "low",
      availability: "none",
    }),
    state: "unresolved",
    rewards: [
      {
        amount: 150_000,
        description: "Confirmed on production: thank you for the clear report.",
        hoursAfter: 30,
      },
      {
        amount: 20_000,
        description: "A bonus for the suggested fix, which we shipped as is.",
        hoursAfter: 52,
      },
    ],
    conversation: [
      {
        by: "staff",
        content: "Thanks, Noah. We reproduced it on staging and are preparing a fix.",
        hoursAfter: 20,
      },
      {
        by: "hunter",
        content: "Great. The same payload also fires in the **weekly digest e-mail** preview.",
        hoursAfter: 22,
      },
      {
        by: "staff",
        content: "Good catch, we will cover the digest too. See #2 for a related report.",
        hoursAfter: 30,
      },
    ],
    notes: [
      {
        content: "Fix planned for the next release; escape the name in the dashboard template.",
        hoursAfter: 21,
      },
    ],
    daysAgo: 9,
  },
  {
    program: "acme-bug-bounty",
    hunter: "hana",
    title: "請求書APIで他のワークスペースの請求書を閲覧できる（IDOR）",
    content: `## 概要
\`GET /api/invoices/{id}\` がワークスペースの所有者を確認していないため、連番のIDを変えるだけで他社の請求書を閲覧できます。

## 再現手順
1. 自分のワークスペースの請求書を開き、IDを確認します。
2. IDを1つ減らして \`GET /api/invoices/{id}\` を呼び出します。

## 影響
すべての顧客の請求先住所と金額が漏えいします。#1 と同じく認可の不備です。`,
    vrt: "broken_access_control.idor.read_sensitive_information_iterable_object_identifiers",
    criticality: { type: "custom", severity: "high" },
    state: "checked",
    daysAgo: 4,
  },
  {
    program: "acme-bug-bounty",
    hunter: "noah",
    title: "Password reset token stays valid after use",
    content: `A reset link can be used again after the password was changed with it.

1. Request a reset for your account and use the link.
2. Open the same link again: it still sets a new password.`,
    vrt: "broken_authentication_and_session_management.authentication_bypass",
    criticality: { type: "custom", severity: "medium" },
    state: "new",
    daysAgo: 1,
  },
  {
    program: "acme-red-team",
    hunter: "hana",
    title: "Back office session survives a password change",
    content: `Sessions of the back office stay valid after the staff member changes their password.

1. Sign in to https://admin.acme.example in two browsers.
2. Change the password in the first one.
3. The second browser can still approve refunds.`,
    vrt: "broken_authentication_and_session_management.failure_to_invalidate_session.on_password_change",
    criticality: { type: "custom", severity: "medium" },
    state: "resolved",
    daysAgo: 9,
    conversation: [{ by: "staff", content: "Fixed in today's release: thank you!", hoursAfter: 40 }],
    rewards: [{ amount: 300, description: "300 points for the red team's leaderboard.", hoursAfter: 41 }],
  },
  {
    program: "acme-web-vdp",
    hunter: "hana",
    title: "ステータスページのクリックジャッキング",
    content: `status.acme.example が \`X-Frame-Options\` も \`frame-ancestors\` も返していないため、他サイトに埋め込めます。`,
    vrt: "server_security_misconfiguration.clickjacking.non_sensitive_action",
    criticality: null,
    state: "resolved",
    conversation: [
      {
        by: "staff",
        content: "ご報告ありがとうございます。`frame-ancestors 'none'` を設定しました。",
        hoursAfter: 48,
      },
      { by: "hunter", content: "確認しました。埋め込めなくなっています。", hoursAfter: 52 },
    ],
    daysAgo: 20,
  },
];

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
