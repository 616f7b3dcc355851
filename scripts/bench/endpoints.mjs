// What `npm run bench` measures: each endpoint as one autocannon request (or request generator),
// with the caller the Speed issue names and its goal as a ratio to B0.

import {
  bearer,
  lastProgramsPage,
  orgReports,
  READ_GOAL,
  REFRESH_GOAL,
  REPORT_LIST_GOAL,
  REPORT_READ_GOAL,
  REPORT_SUBMIT_GOAL,
} from "./endpoint-requests.mjs";
import { workEndpoints } from "./endpoints-work.mjs";
import { fixtures, resetRefreshTokens, resetSubmissions } from "./seed.mjs";
export const endpoints = [
  {
    name: "programs-anonymous",
    what: "GET /api/programs?perPage=25, anonymous",
    goal: READ_GOAL,
    request: async ({ api }) => ({ url: `${api}/api/programs?perPage=25` }),
  },
  {
    name: "programs-last-page",
    what: "GET /api/programs?perPage=25&page=<last>, anonymous",
    goal: READ_GOAL,
    request: async ({ api }) => ({
      url: `${api}/api/programs?perPage=25&page=${await lastProgramsPage(api)}`,
    }),
  },
  {
    name: "programs-hunter",
    what: "GET /api/programs?perPage=25, a hunter who joined 40 private programs",
    goal: READ_GOAL,
    request: async ({ api, hunterToken }) => ({
      url: `${api}/api/programs?perPage=25`,
      headers: bearer(hunterToken),
    }),
  },
  {
    name: "programs-organization",
    what: "GET /api/programs?organization={id}&perPage=25, its admin",
    goal: READ_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/programs?organization=${fixtures.organization}&perPage=25`,
      headers: bearer(adminToken),
    }),
  },
  {
    name: "program-detail",
    what: "GET /api/programs/{id}, anonymous, a public program",
    goal: READ_GOAL,
    request: async ({ api }) => ({ url: `${api}/api/programs/${fixtures.publicProgram}` }),
  },
  // The public side (issue 29): what a visitor reads of the largest public program, and the board.
  ...[
    ["public-hof", "hof", "the hall of fame"],
    ["public-activity", "activities", "the program's activity, 20 a page"],
    ["public-disclosures", "disclosures", "the disclosed reports, 20 a page"],
  ].map(([name, path, what]) => ({
    name,
    what: `GET /api/programs/{id}/${path}, anonymous (${what})`,
    goal: READ_GOAL,
    request: async ({ api }) => ({ url: `${api}/api/programs/${fixtures.publicProgram}/${path}` }),
  })),
  {
    name: "public-leaderboard",
    what: "GET /api/leaderboard, anonymous (the last 30 days)",
    goal: READ_GOAL,
    request: async ({ api }) => ({ url: `${api}/api/leaderboard` }),
  },
  {
    name: "public-disclosures-hunter",
    what: "GET /api/programs/{id}/disclosures, a signed-in hunter (never cached)",
    goal: READ_GOAL,
    request: async ({ api, hunterToken }) => ({
      url: `${api}/api/programs/${fixtures.publicProgram}/disclosures`,
      headers: bearer(hunterToken),
    }),
  },
  {
    name: "users-authenticated",
    what: "GET /api/users/authenticated, a hunter",
    goal: READ_GOAL,
    request: async ({ api, hunterToken }) => ({
      url: `${api}/api/users/authenticated`,
      headers: bearer(hunterToken),
    }),
  },
  {
    name: "token-refresh",
    what: "POST /api/auth/token/refresh, a new refresh token each request",
    goal: REFRESH_GOAL,
    request: async ({ api, db }) => {
      // Every refresh rotates its token: start each run from the seeded, unused ones.
      await resetRefreshTokens(db);
      let next = 0;
      return {
        url: `${api}/api/auth/token/refresh`,
        method: "POST",
        headers: { "content-type": "application/json" },
        requests: [
          {
            method: "POST",
            path: "/api/auth/token/refresh",
            setupRequest: (req) => {
              next += 1;
              return { ...req, body: JSON.stringify({ refreshToken: fixtures.refreshToken(next) }) };
            },
          },
        ],
      };
    },
  },
  {
    name: "organization-activities",
    what: "GET /api/organizations/{id}/activities, its admin",
    goal: READ_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/organizations/${fixtures.organization}/activities`,
      headers: bearer(adminToken),
    }),
  },
  // Issue 46: the admin's audit log, its first page (the organization's entries and members' factors).
  {
    name: "organization-audit-log",
    what: "GET /api/organizations/{id}/audit-log, its admin",
    goal: READ_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/organizations/${fixtures.organization}/audit-log`,
      headers: bearer(adminToken),
    }),
  },
  // Issue 30: the largest program's statistics over the last 30 days, its admin (days in Tokyo).
  {
    name: "program-stats",
    what: "GET /api/programs/{id}/stats, its admin: the last 30 days in Tokyo, as the web app asks",
    goal: REPORT_SUBMIT_GOAL,
    request: async ({ api, adminToken }) => {
      // Local days, as the date range picker sends them: from midnight 29 days ago to the next midnight.
      const tokyoMidnight =
        Math.floor((Date.now() + 9 * 3_600_000) / 86_400_000) * 86_400_000 - 9 * 3_600_000;
      const start = new Date(tokyoMidnight - 29 * 86_400_000).toISOString();
      const end = new Date(tokyoMidnight + 86_400_000).toISOString();
      return {
        url: `${api}/api/programs/${fixtures.publicProgram}/stats?range=${start}&range=${end}&timeZone=Asia/Tokyo`,
        headers: bearer(adminToken),
      };
    },
  },
  orgReports("reports-org", "newest first", ""),
  orgReports("reports-org-status", "open only", "&state=new&state=checked"),
  orgReports("reports-org-search-en", "English search", "&s=injection"),
  orgReports("reports-org-search-ja", "Japanese search", `&s=${encodeURIComponent("脆弱性")}`),
  orgReports("reports-org-comment", "by latest comment", "&sort=comment"),
  orgReports("reports-org-unassigned", "left to the team (issue 47)", "&assignee=none"),
  orgReports("reports-org-label", "carrying one label (issue 47)", `&label=${fixtures.label}`),
  {
    name: "organization-labels",
    what: "GET /api/organizations/{id}/labels, its admin: the labels with their report counts (issue 47)",
    goal: READ_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/organizations/${fixtures.organization}/labels`,
      headers: bearer(adminToken),
    }),
  },
  {
    name: "organization-canned-answers",
    what: "GET /api/organizations/{id}/canned-answers, its admin: twenty answers (issue 47)",
    goal: READ_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/organizations/${fixtures.organization}/canned-answers`,
      headers: bearer(adminToken),
    }),
  },
  {
    name: "reports-hunter",
    what: "GET /api/reports?perPage=50, the hunter's own",
    goal: REPORT_LIST_GOAL,
    request: async ({ api, hunterToken }) => ({
      url: `${api}/api/reports?perPage=50`,
      headers: bearer(hunterToken),
    }),
  },
  {
    name: "report-detail",
    what: "GET /api/reports/{id}?view=org, the admin of its organization",
    goal: REPORT_READ_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/reports/${fixtures.report}?view=org`,
      headers: bearer(adminToken),
    }),
  },
  {
    name: "report-messages",
    what: "GET /api/messages?report={id}, the admin of its organization (the conversation, 10 messages)",
    goal: REPORT_READ_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/messages?report=${fixtures.report}`,
      headers: bearer(adminToken),
    }),
  },
  {
    name: "report-duplicates",
    what: "GET /api/reports/{id}/duplicates, the admin (5 most similar earlier reports of the largest program)",
    goal: REPORT_READ_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/reports/${fixtures.lateReport}/duplicates`,
      headers: bearer(adminToken),
    }),
  },
  {
    name: "report-submit",
    what: "POST /api/reports to the largest program, the hunter",
    goal: REPORT_SUBMIT_GOAL,
    request: async ({ api, hunterToken, db }) => {
      // Submissions add reports: each round starts from the seeded ones.
      await resetSubmissions(db);
      const body = JSON.stringify({
        title: "Bench submission: SQL injection in the search",
        scope: fixtures.publicScope,
        content: "Steps to reproduce: 1. search for ' or 1=1. 脆弱性の詳細。",
        program: fixtures.publicProgram,
        vrt: "server_side_injection.sql_injection",
        criticality: { type: "custom", severity: "high" },
      });
      return {
        url: `${api}/api/reports`,
        method: "POST",
        headers: { ...bearer(hunterToken), "content-type": "application/json" },
        body,
      };
    },
  },
  ...workEndpoints,
];
