// What `npm run bench` measures: each endpoint as one autocannon request (or request generator),
// with the caller the Speed issue names and its goal as a ratio to B0.
import { fixtures, resetRefreshTokens } from "./seed.mjs";

const READ_GOAL = 0.5;
const REFRESH_GOAL = 0.3;
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
