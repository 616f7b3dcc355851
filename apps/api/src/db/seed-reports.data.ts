import { cvssVectorFromMetrics, type ReportCriticality, type ReportState, scoreCvss } from "@bounty/shared";

// The demo reports `npm start` shows: who sent what to which program, its state, conversation,
// notes and rewards. seed-reports.ts writes them as the product would.

export interface DemoReport {
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
  /** The hunter's disclosure request, days after sending; `disclosed` when the staff published it. */
  disclosure?: {
    userSummary: string;
    daysAfter: number;
    disclosed?: { title: string; orgSummary: string; daysAfter: number };
  };
}

const cvss31 = (fields: Record<string, string>): ReportCriticality => {
  const cvss = { version: "3.1" as const, ...fields } as Parameters<typeof cvssVectorFromMetrics>[0];
  const vector = cvssVectorFromMetrics(cvss);
  const { score, severity } = scoreCvss(vector);
  return { type: "cvss", cvss, vector, score, severity };
};

export const demoReports: DemoReport[] = [
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
    disclosure: {
      userSummary: "Password changes did not end the other sessions of the back office.",
      daysAfter: 3,
    },
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
    disclosure: {
      userSummary:
        "`status.acme.example` could be framed by any site: no `X-Frame-Options`, no `frame-ancestors`.",
      daysAfter: 4,
      disclosed: {
        title: "Clickjacking on the status page",
        orgSummary:
          "The status page sent no framing policy. Since the fix it answers `Content-Security-Policy: frame-ancestors 'none'`.\n\nNo action is needed from users.",
        daysAfter: 5,
      },
    },
  },
];
