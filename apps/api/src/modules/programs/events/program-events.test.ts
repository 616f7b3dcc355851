// GET programs/{id}/events: every caller class, and what the lines hold.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programManagers } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  buildReportWorld,
  callerHeaders,
  type ReportCaller,
  type ReportWorld,
  reportCallers,
  submission,
  submitReport,
} from "../../reports/core/reports.fixtures.ts";

let t: TestApp;
let w: ReportWorld;
let report: { id: string; number: number };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
  report = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
});
afterAll(async () => t.close());

const url = () => `/api/programs/${w.programs.open.id}/events`;
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

describe("GET /api/programs/{id}/events", () => {
  it.each(reportCallers.map((c) => [c, expected[c]] as const))("%s: %i", async (who, status) => {
    const res = await t.app.inject({ url: url(), headers: callerHeaders(w, who) });
    expect(res.statusCode).toBe(status);
  });

  it("gives the staff the program's feed lines, newest first, with the report's severity", async () => {
    const res = await t.app.inject({ url: `${url()}?perPage=300`, headers: w.manager.headers });
    const submitted = res.json().data.find((a: { type: string }) => a.type === "report.submitted");
    expect(submitted).toMatchObject({
      program: { id: w.programs.open.id },
      report: { id: report.id },
      info: { number: report.number },
    });
    expect(submitted.report).toHaveProperty("scopeSeverity");
    expect(res.json().meta).toMatchObject({ page: 1, perPage: 300 });
    const invite = await t.app.inject({
      url: `/api/programs/${w.programs.private.id}/events`,
      headers: w.sender.headers,
    });
    expect(invite.statusCode).toBe(404);
  });

  it("stops a manager removed from the program at once", async () => {
    const db = t.ctx.database.db;
    await db.delete(programManagers).where(eq(programManagers.memberId, w.manager.memberId));
    try {
      expect((await t.app.inject({ url: url(), headers: w.manager.headers })).statusCode).toBe(403);
    } finally {
      await db.insert(programManagers).values([
        { programId: w.programs.open.id, memberId: w.manager.memberId },
        { programId: w.programs.private.id, memberId: w.manager.memberId },
      ]);
    }
  });
});
