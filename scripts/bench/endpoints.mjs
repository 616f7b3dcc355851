// What `npm run bench` measures: each endpoint as one autocannon request (or request generator),
// with the caller the Speed issue names and its goal as a ratio to B0.
import { fixtures, resetRefreshTokens, resetSubmissions } from "./seed.mjs";

const READ_GOAL = 0.5;
const REFRESH_GOAL = 0.3;
// The Reports issue's goals.
const REPORT_LIST_GOAL = 0.3;
const REPORT_READ_GOAL = 0.35;
const REPORT_SUBMIT_GOAL = 0.2;
// A reward is a write like a submission (a locked budget, a ledger transaction, an event, a mail).
const REWARD_GOAL = 0.2;
// One bulk request changes 100 reports: 0.003 x B0 requests is 0.3 x B0 report changes a second,
// above a single write's 0.2 (one transaction and one authorization of the caller for the hundred).
const BULK_GOAL = 0.003;
// Issue 33: the triage dashboard's reads (at tier M).
const TRIAGE_DASHBOARD_GOAL = 0.2;
const REJECTED = ["out_of_scope", "not_applicable", "not_reproducible", "duplicate"];

/**
 * POST reports/{id}/rewards, ¥1,000 each with a fresh Idempotency-Key, rotating over `targets`
 * (a report and its program's admin's token): one hot program, or fifty programs at once.
 */
function rewardRequests(api, targets) {
  let n = 0;
  const body = JSON.stringify({ amount: 1000, description: "Bench reward" });
  return {
    url: api,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const target = targets[n % targets.length];
          n += 1;
          return {
            ...req,
            path: `/api/reports/${target.report}/rewards`,
            headers: {
              ...bearer(target.token),
              "content-type": "application/json",
              "idempotency-key": `bench-${process.pid}-${Date.now()}-${n}`,
            },
            body,
          };
        },
      },
    ],
  };
}

/** Up to `perProgram` rewardable reports (not rejected) of each program, with its admin's token. */
async function rewardTargets({ db, tokenFor }, programs, perProgram) {
  const targets = [];
  for (const p of programs) {
    const { rows } = await db.query(
      "SELECT id FROM reports WHERE program_id = $1 AND NOT (state = ANY($2)) ORDER BY number LIMIT $3",
      [p.program, REJECTED, perProgram],
    );
    const token = await tokenFor(p.admin, p.session);
    for (const r of rows) targets.push({ report: r.id, token });
  }
  // Interleaved, so consecutive requests go to different programs.
  return targets.sort((a, b) => a.report.localeCompare(b.report));
}

/**
 * POST reports/bulk: the priority of 100 of the largest program's reports at once, its admin,
 * rotating over ten sets of 100 so requests at once mostly lock different reports; the priority
 * turns with each request, so every request writes 100 changes and their events.
 */
async function bulkRequests({ api, adminToken, db }) {
  const { rows } = await db.query("SELECT id FROM reports WHERE program_id = $1 ORDER BY number LIMIT 1000", [
    fixtures.publicProgram,
  ]);
  const sets = [];
  for (let i = 0; i + 100 <= rows.length; i += 100) sets.push(rows.slice(i, i + 100).map((r) => r.id));
  let n = 0;
  return {
    url: api,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          n += 1;
          const body = JSON.stringify({
            reports: sets[n % sets.length],
            priority: Math.floor(n / sets.length) % 5,
          });
          return {
            ...req,
            path: "/api/reports/bulk",
            headers: { ...bearer(adminToken), "content-type": "application/json" },
            body,
          };
        },
      },
    ],
  };
}

/** The organization's list of the largest program, 50 a page, with `extra` query parameters. */
const orgReports = (name, what, extra) => ({
  name,
  what: `GET /api/reports?view=org&program=<largest>&perPage=50${extra}, its admin (${what})`,
  goal: REPORT_LIST_GOAL,
  request: async ({ api, adminToken }) => ({
    url: `${api}/api/reports?view=org&program=${fixtures.publicProgram}&perPage=50${extra}`,
    headers: bearer(adminToken),
  }),
});
const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** The last page of the anonymous program list at 25 a page, read from the API itself. */
async function lastProgramsPage(api) {
  const { meta } = await (await fetch(`${api}/api/programs?perPage=25`)).json();
  return Math.max(1, Math.ceil(meta.total / 25));
}

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
  {
    name: "inbox-unread",
    what: "GET /api/users/authenticated/inbox/unread, the largest organization's admin, 1,560 lines unread (the bell, on every page load)",
    goal: READ_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/users/authenticated/inbox/unread`,
      headers: bearer(adminToken),
    }),
  },
  {
    name: "inbox-page",
    what: "GET /api/users/authenticated/inbox, the largest organization's admin (50 lines worded in their language)",
    goal: REPORT_LIST_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/users/authenticated/inbox`,
      headers: bearer(adminToken),
    }),
  },
  {
    name: "triage-queue",
    what: "GET /api/triage/{id}/reports, the largest program's triage table (100 a page, by last action), its admin",
    goal: REPORT_LIST_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/triage/${fixtures.publicProgram}/reports`,
      headers: bearer(adminToken),
    }),
  },
  {
    name: "triage-dashboard",
    what: "GET /api/triage/{id}/summary, the largest program's dashboard (counts per step and four lists of five), its admin",
    goal: TRIAGE_DASHBOARD_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/triage/${fixtures.publicProgram}/summary`,
      headers: bearer(adminToken),
    }),
  },
  {
    name: "triage-stats",
    what: "GET /api/triage/{id}/stats, the largest program's triage figures of the current week (the dashboard's default), its admin",
    goal: TRIAGE_DASHBOARD_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/triage/${fixtures.publicProgram}/stats`,
      headers: bearer(adminToken),
    }),
  },
  {
    name: "reports-bulk",
    what: "POST /api/reports/bulk, the priority of 100 reports of the largest program in one request, its admin",
    goal: BULK_GOAL,
    request: bulkRequests,
  },
  {
    name: "report-rewards-hot",
    what: "POST /api/reports/{id}/rewards on the largest program's reports, its admin (one budget, locked per reward)",
    goal: REWARD_GOAL,
    request: async (context) =>
      rewardRequests(context.api, await rewardTargets(context, fixtures.rewardPrograms.slice(0, 1), 500)),
  },
  {
    name: "report-rewards-spread",
    what: "POST /api/reports/{id}/rewards on 50 programs' reports, each by its organization's admin",
    goal: REWARD_GOAL,
    request: async (context) =>
      rewardRequests(context.api, await rewardTargets(context, fixtures.rewardPrograms, 10)),
  },
  {
    name: "user-movements",
    what: "GET /api/users/authenticated/movements, the hunter with 2,500 movements (2,000 rewards, 500 withdrawals)",
    goal: REPORT_LIST_GOAL,
    request: async ({ api, hunterToken }) => ({
      url: `${api}/api/users/authenticated/movements`,
      headers: bearer(hunterToken),
    }),
  },
  {
    name: "staff-payouts",
    what: "GET /api/staff/payouts (500 pending), platform staff",
    goal: REPORT_LIST_GOAL,
    request: async ({ api, staffToken }) => ({
      url: `${api}/api/staff/payouts`,
      headers: bearer(staffToken),
    }),
  },
  {
    name: "staff-mails",
    what: "GET /api/staff/mails (100 failed of 10,000), platform staff",
    goal: REPORT_LIST_GOAL,
    request: async ({ api, staffToken }) => ({
      url: `${api}/api/staff/mails`,
      headers: bearer(staffToken),
    }),
  },
  {
    name: "organization-members",
    what: "GET /api/organizations/{id}/members, its admin",
    goal: READ_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/organizations/${fixtures.organization}/members`,
      headers: bearer(adminToken),
    }),
  },
];
