// The team's daily work in `npm run bench` (endpoints.mjs lists the rest): the inbox, triage, bulk
// changes, rewards and the staff's lists.
import {
  BULK_GOAL,
  bearer,
  bulkRequests,
  READ_GOAL,
  REPORT_LIST_GOAL,
  REWARD_GOAL,
  rewardRequests,
  rewardTargets,
  TRIAGE_DASHBOARD_GOAL,
} from "./endpoint-requests.mjs";
import { fixtures } from "./seed.mjs";

export const workEndpoints = [
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
    name: "triage-conversation",
    what: "GET /api/triage/{id}/conversation, a report's conversation as its triage reads it (10 messages), its admin",
    goal: REPORT_LIST_GOAL,
    request: async ({ api, adminToken }) => ({
      url: `${api}/api/triage/${fixtures.report}/conversation`,
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
