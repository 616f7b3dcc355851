// The public side's rows of docs/authorization-matrix.md: every caller class on every public route,
// on a public program and an invite-only one, and a program made private (its pages close at once,
// even for visitors served from the cache).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import {
  buildReportWorld,
  callerHeaders,
  type ReportCaller,
  type ReportWorld,
  reportCallers,
} from "../reports/core/reports.fixtures.ts";

let t: TestApp;
let w: ReportWorld;

const callers = reportCallers;
type Caller = ReportCaller;
const headersOf = (who: Caller) => callerHeaders(w, who);
const everyone = Object.fromEntries(callers.map((c) => [c, 200])) as Record<Caller, number>;
const insiders: Record<Caller, number> = {
  anonymous: 404,
  sender: 404,
  senderKey: 404,
  otherHunter: 404,
  approved: 200,
  member: 200,
  triage: 200,
  manager: 200,
  admin: 200,
  adminKey: 404,
  otherAdmin: 404,
};

beforeAll(async () => {
  t = await createTestApp({ WORKER: "0" });
  w = await buildReportWorld(t);
});
afterAll(async () => t.close());

describe.each([
  ["a public program", () => w.programs.open.id, everyone],
  ["an invite-only program", () => w.programs.private.id, insiders],
] as const)("GET /api/programs/{id}/hof and /activities, %s", (_name, program, table) => {
  it.each(callers.map((c) => [c, table[c]] as const))("%s: %i", async (who, status) => {
    for (const path of ["hof", "activities"]) {
      const res = await t.app.inject({ url: `/api/programs/${program()}/${path}`, headers: headersOf(who) });
      expect([path, res.statusCode]).toEqual([path, status]);
    }
  });
});

describe("GET /api/leaderboard and /api/users/{id}/activities", () => {
  it.each(callers)("%s: 200", async (who) => {
    expect((await t.app.inject({ url: "/api/leaderboard", headers: headersOf(who) })).statusCode).toBe(200);
    const profile = await t.app.inject({
      url: `/api/users/${w.sender.user.id}/activities`,
      headers: headersOf(who),
    });
    expect(profile.statusCode).toBe(200);
  });
});

it("closes a program's public pages the moment it is made private, cached or not", async () => {
  const url = `/api/programs/${w.programs.open.id}/hof`;
  expect((await t.app.inject({ url })).statusCode).toBe(200);
  const db = t.ctx.database.db;
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/programs/${w.programs.open.id}`,
    headers: w.admin.headers,
    payload: { visibility: "invite" },
  });
  expect(res.statusCode, res.body).toBe(200);
  try {
    await expect.poll(async () => (await t.app.inject({ url })).statusCode, { timeout: 5000 }).toBe(404);
    expect((await t.app.inject({ url, headers: w.manager.headers })).statusCode).toBe(200);
  } finally {
    await db.update(programs).set({ visibility: "public" }).where(eq(programs.id, w.programs.open.id));
  }
});
