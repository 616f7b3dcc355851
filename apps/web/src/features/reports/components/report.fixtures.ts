import type { Report, ReportSummary } from "@bounty/shared";
import { DEFAULT_PROGRAM_REWARDS } from "@bounty/shared";

export const ORG_ID = "0b9f7a0e-7b1e-4f44-8a47-8d2f8f0f5b11";
export const REPORT_ID = "4c0a8f3e-1d2b-4e5f-9a6b-7c8d9e0f1a2b";

export const buildReportSummary = (overrides: Partial<ReportSummary> = {}): ReportSummary => ({
  id: REPORT_ID,
  number: 12,
  title: "Stored XSS in the profile page",
  state: "new",
  priority: null,
  isImport: false,
  severity: "high",
  sentAt: "2026-11-20T10:00:00.000Z",
  lastCommentAt: null,
  stateChangedAt: "2026-11-20T10:00:00.000Z",
  seen: true,
  program: {
    id: "6f1c2a52-55a4-4a61-9e0c-3b1c1c7f8b10",
    slug: "kiwi",
    name: "Kiwi Bug Bounty",
    type: "bounty",
    activated: true,
    status: "open",
    cvssVersion: "3.1",
    creditSystem: "money",
    replySpeed: 86_400,
    organization: { id: ORG_ID, name: "Kiwi Inc.", icon: null },
  },
  sender: { id: "u1", displayName: "Ada", uniqueName: "ada", icon: null },
  scope: { id: "s1", type: ["domain"], identifier: "https://kiwi.example", vrtIds: [] },
  vrt: "cross_site_scripting_xss.stored",
  messages: { count: 1 },
  target: null,
  assignee: null,
  labels: [],
  ...overrides,
});

const staffAbilities = (staff: boolean): Report["abilities"] => ({
  readOrganizationView: staff,
  compare: staff,
  setState: staff,
  setPriority: staff,
  assign: staff,
  label: staff,
  assess: staff,
  reward: staff,
});

export const buildReport = (overrides: Partial<Report> = {}): Report => ({
  ...buildReportSummary(),
  content: "## Steps\n1. Open the profile\n\nSame root cause as #7.\n<script>alert(1)</script>",
  criticality: {
    type: "cvss",
    severity: "high",
    cvss: {
      version: "3.1",
      attackVector: "network",
      attackComplexity: "low",
      privilegesRequired: "low",
      userInteraction: "none",
      scope: "unchanged",
      confidentiality: "high",
      integrity: "low",
      availability: "none",
    },
    vector: "CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:L/A:N",
    score: 7.1,
  },
  rewards: DEFAULT_PROGRAM_REWARDS,
  messages: { count: 1, latest: { id: "m1" } },
  attachments: [
    {
      name: "shot.png",
      mimetype: "image/png",
      size: 2048,
      url: "/api/messages/m1/attachments/shot.png",
      createdAt: "2026-11-20T10:00:00.000Z",
    },
  ],
  orgAssessment: null,
  duplicateOf: null,
  access: { sender: true, organization: false },
  // The program's staff may do every report action; others none (as the report policy answers).
  abilities: staffAbilities(overrides.access?.organization ?? false),
  ...overrides,
});
