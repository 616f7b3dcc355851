import {
  cvssVectorFromMetrics,
  getVrtNode,
  type ReportCriticality,
  type ReportState,
  scoreCvss,
  severityOfVrtNode,
} from "@bounty/shared";
import { eq } from "drizzle-orm";
import { recordEvent } from "../events/events.repository.ts";
import { reportSearchText } from "../modules/reports/report-search.ts";
import { insertReport, takeReportNumber } from "../modules/reports/reports.repository.ts";
import type { DbOrTx } from "./client.ts";
import {
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
      payload: { number, programDetailsPrivate: false },
    });
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
