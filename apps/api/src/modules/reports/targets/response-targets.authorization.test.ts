// Issue 30's routes, every caller class: the program's statistics (its staff), the organization's
// (its members), and the health badge (whoever may read the program's details).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programManagers, programs } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  buildReportWorld,
  callerHeaders,
  type ReportCaller,
  type ReportWorld,
  reportCallers,
} from "../core/reports.fixtures.ts";

let t: TestApp;
let w: ReportWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildReportWorld(t);
});
afterAll(() => t.close());

const walk = (expected: Record<ReportCaller, number>) => reportCallers.map((c) => [c, expected[c]] as const);
const get = (url: string, who: ReportCaller) => t.app.inject({ url, headers: callerHeaders(w, who) });

describe("GET /api/programs/{id}/stats", () => {
  const expected: Record<ReportCaller, number> = {
    anonymous: 401,
    sender: 403,
    senderKey: 403,
    otherHunter: 403,
    approved: 403,
    member: 403,
    triage: 403,
    manager: 200,
    admin: 200,
    adminKey: 403,
    otherAdmin: 403,
  };
  it.each(walk(expected))("%s: %i", async (who, status) => {
    const res = await get(`/api/programs/${w.programs.open.id}/stats`, who);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().data.days).toHaveLength(31);
  });

  it("answers 404 for a private program to those who cannot see it, and stops a removed manager", async () => {
    expect((await get(`/api/programs/${w.programs.private.id}/stats`, "sender")).statusCode).toBe(404);
    expect((await get(`/api/programs/${w.programs.private.id}/stats`, "otherAdmin")).statusCode).toBe(404);
    const db = t.ctx.database.db;
    await db.delete(programManagers).where(eq(programManagers.memberId, w.manager.memberId));
    try {
      expect((await get(`/api/programs/${w.programs.open.id}/stats`, "manager")).statusCode).toBe(403);
    } finally {
      await db.insert(programManagers).values([
        { programId: w.programs.open.id, memberId: w.manager.memberId },
        { programId: w.programs.private.id, memberId: w.manager.memberId },
      ]);
    }
  });
});

describe("GET /api/organizations/{id}/report-stats", () => {
  const expected: Record<ReportCaller, number> = {
    anonymous: 401,
    sender: 404,
    senderKey: 403,
    otherHunter: 404,
    approved: 404,
    member: 200,
    triage: 200,
    manager: 200,
    admin: 200,
    adminKey: 403,
    otherAdmin: 404,
  };
  it.each(walk(expected))("%s: %i", async (who, status) => {
    const res = await get(`/api/organizations/${w.org.id}/report-stats`, who);
    expect(res.statusCode).toBe(status);
  });

  it("counts the programs each member staffs: all for the admin, their own for the others", async () => {
    expect(
      (await get(`/api/organizations/${w.org.id}/report-stats`, "admin")).json().data.programs,
    ).toBeNull();
    expect((await get(`/api/organizations/${w.org.id}/report-stats`, "member")).json().data.programs).toBe(1);
    expect((await get(`/api/organizations/${w.org.id}/report-stats`, "manager")).json().data.programs).toBe(
      2,
    );
    expect((await get(`/api/organizations/${w.org.id}/report-stats`, "triage")).json().data.programs).toBe(0);
  });

  it("answers 400 naming the id when it is not one (it answered 500)", async () => {
    const res = await get("/api/organizations/not-a-uuid/report-stats", "admin");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("id: Not a valid id.");
  });
});

describe("GET /api/programs/{id}/response-health", () => {
  const open: Record<ReportCaller, number> = Object.fromEntries(reportCallers.map((c) => [c, 200])) as Record<
    ReportCaller,
    number
  >;
  it.each(walk(open))("a public program, %s: %i", async (who, status) => {
    const res = await get(`/api/programs/${w.programs.open.id}/response-health`, who);
    expect(res.statusCode).toBe(status);
    expect(res.json().data).toMatchObject({ reports: 0, percent: null, hasTargets: true });
  });

  const invite: Record<ReportCaller, number> = {
    anonymous: 404,
    sender: 404,
    senderKey: 404,
    otherHunter: 404,
    approved: 200,
    member: 200,
    triage: 200,
    manager: 200,
    admin: 200,
    // API keys read public program details only, as on the other public pages.
    adminKey: 404,
    otherAdmin: 404,
  };
  it.each(walk(invite))("a private program, %s: %i", async (who, status) => {
    const res = await get(`/api/programs/${w.programs.private.id}/response-health`, who);
    expect(res.statusCode).toBe(status);
  });

  it("hides a program made private from visitors at once", async () => {
    const db = t.ctx.database.db;
    const url = `/api/programs/${w.programs.open.id}/response-health`;
    expect((await get(url, "anonymous")).statusCode).toBe(200);
    await db.update(programs).set({ visibility: "invite" }).where(eq(programs.id, w.programs.open.id));
    t.ctx.publicCache.clear();
    try {
      expect((await get(url, "anonymous")).statusCode).toBe(404);
      expect((await get(url, "sender")).statusCode).toBe(404);
    } finally {
      await db.update(programs).set({ visibility: "public" }).where(eq(programs.id, w.programs.open.id));
      t.ctx.publicCache.clear();
    }
  });
});
