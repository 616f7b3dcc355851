// The request builders of `npm run bench`'s endpoints (endpoints.mjs lists them): rewards, bulk
// changes, the organization's report table.
import { fixtures } from "./seed.mjs";

export const READ_GOAL = 0.5;
export const REFRESH_GOAL = 0.3;
// The Reports issue's goals.
export const REPORT_LIST_GOAL = 0.3;
export const REPORT_READ_GOAL = 0.35;
export const REPORT_SUBMIT_GOAL = 0.2;
// A reward is a write like a submission (a locked budget, a ledger transaction, an event, a mail).
export const REWARD_GOAL = 0.2;
// One bulk request changes 100 reports: 0.003 x B0 requests is 0.3 x B0 report changes a second,
// above a single write's 0.2 (one transaction and one authorization of the caller for the hundred).
export const BULK_GOAL = 0.003;
// Issue 33: the triage dashboard's reads (at tier M).
export const TRIAGE_DASHBOARD_GOAL = 0.2;
export const REJECTED = ["out_of_scope", "not_applicable", "not_reproducible", "duplicate"];

/**
 * POST reports/{id}/rewards, ¥1,000 each with a fresh Idempotency-Key, rotating over `targets`
 * (a report and its program's admin's token): one hot program, or fifty programs at once.
 */
export function rewardRequests(api, targets) {
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
export async function rewardTargets({ db, tokenFor }, programs, perProgram) {
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
export async function bulkRequests({ api, adminToken, db }) {
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
export const orgReports = (name, what, extra) => ({
  name,
  what: `GET /api/reports?view=org&program=<largest>&perPage=50${extra}, its admin (${what})`,
  goal: REPORT_LIST_GOAL,
  request: async ({ api, adminToken }) => ({
    url: `${api}/api/reports?view=org&program=${fixtures.publicProgram}&perPage=50${extra}`,
    headers: bearer(adminToken),
  }),
});
export const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** The last page of the anonymous program list at 25 a page, read from the API itself. */
export async function lastProgramsPage(api) {
  const { meta } = await (await fetch(`${api}/api/programs?perPage=25`)).json();
  return Math.max(1, Math.ceil(meta.total / 25));
}
