// POST reports/bulk (issue 31): one change over many reports, all or nothing, each with its events;
// every caller class, a manager removed, and two bulk changes over the same reports at once.
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, programManagers, reports } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  acceptGuideline,
  buildReportWorld,
  callerHeaders,
  type ReportCaller,
  type ReportWorld,
  reportCallers,
  submission,
  submitReport,
} from "../core/reports.fixtures.ts";

let t: TestApp;
let w: ReportWorld;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
});
afterAll(async () => t.close());

const send = async (n: number) => {
  const sent: { id: string; number: number }[] = [];
  for (let i = 0; i < n; i++)
    sent.push(await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id)));
  return sent;
};
const bulk = (payload: Record<string, unknown>, headers: Record<string, string> = w.manager.headers) =>
  t.app.inject({ method: "POST", url: "/api/reports/bulk", headers, payload });
const statesOf = async (ids: string[]) =>
  (
    await t.ctx.database.db
      .select({ id: reports.id, state: reports.state, priority: reports.priority })
      .from(reports)
      .where(inArray(reports.id, ids))
  ).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
const eventsOf = async (ids: string[], type: string) =>
  t.ctx.database.db
    .select({ reportId: events.reportId, payload: events.payload })
    .from(events)
    .where(and(inArray(events.reportId, ids), eq(events.type, type)));

describe("POST /api/reports/bulk", () => {
  it("rejects every named report with one reason, each with its own event the hunter reads", async () => {
    const sent = await send(3);
    const ids = sent.map((r) => r.id);
    const res = await bulk({ reports: ids, state: "not_applicable", reason: "Out of scope: staging." });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ reports: 3, changed: 3 });
    expect((await statesOf(ids)).map((r) => r.state)).toEqual(Array(3).fill("not_applicable"));
    const rejected = await eventsOf(ids, "report.rejected");
    expect(rejected.map((e) => e.reportId).sort()).toEqual([...ids].sort());
    for (const e of rejected)
      expect(e.payload).toMatchObject({
        from: "new",
        to: "not_applicable",
        description: "Out of scope: staging.",
      });
    // Already so: named again, nothing moves and nothing is written.
    const again = await bulk({ reports: ids, state: "not_applicable", reason: "Again." });
    expect(again.json().data).toEqual({ reports: 3, changed: 0 });
    expect(await eventsOf(ids, "report.rejected")).toHaveLength(3);
  });

  it("sets the priority of every named report", async () => {
    const ids = (await send(2)).map((r) => r.id);
    expect((await bulk({ reports: ids, priority: 3 })).statusCode).toBe(200);
    expect((await statesOf(ids)).map((r) => r.priority)).toEqual([3, 3]);
    expect(await eventsOf(ids, "report.priority.changed")).toHaveLength(2);
  });

  it("changes nothing when one report cannot be changed: unknown, another organization's, or no reason", async () => {
    const ids = (await send(2)).map((r) => r.id);
    const unknown = await bulk({ reports: [...ids, randomUUID()], state: "unresolved" });
    expect(unknown.statusCode).toBe(404);
    await acceptGuideline(t.ctx.database.db, w.programs.otherOpen.id, w.sender.user.id);
    const foreign = await submitReport(
      t,
      w.sender.headers,
      submission(w.programs.otherOpen.id, w.scopes.otherOpen.id),
    );
    expect((await bulk({ reports: [...ids, foreign.id], state: "unresolved" })).statusCode).toBe(404);
    const noReason = await bulk({ reports: ids, state: "out_of_scope", reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe(
      "reason: Say why the report is rejected: the hunter reads it.",
    );
    expect((await statesOf(ids)).map((r) => r.state)).toEqual(["new", "new"]);
    expect(await eventsOf(ids, "report.state.changed")).toHaveLength(0);
  });

  it("refuses what one bulk change cannot say, in words", async () => {
    const [one] = await send(1);
    const cases: [Record<string, unknown>, string][] = [
      [{ reports: [], state: "unresolved" }, "Select at least one report."],
      [{ reports: [one!.id, one!.id], state: "unresolved" }, "Name each report once."],
      [{ reports: [one!.id, one!.id.toUpperCase()], state: "unresolved" }, "Name each report once."],
      [
        { reports: Array.from({ length: 501 }, () => randomUUID()), state: "unresolved" },
        "Select at most 500 reports at a time.",
      ],
      [
        { reports: [one!.id], state: "duplicate" },
        "Mark duplicates one at a time: each names its own original.",
      ],
      [{ reports: [one!.id] }, "Change the state, the priority, the assignee or the labels."],
      [{ reports: [one!.id], state: "spam" }, "Pick one of new, checked"],
    ];
    for (const [payload, words] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toContain(words);
    }
  });

  it("lets two bulk changes over the same reports finish one after the other", async () => {
    const ids = (await send(6)).map((r) => r.id);
    const [a, b] = await Promise.all([
      bulk({ reports: ids, priority: 1 }),
      // The same ids in capitals lock in the same order (the database's spelling sets it).
      bulk({ reports: [...ids].reverse().map((id) => id.toUpperCase()), priority: 2 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const priorities = new Set((await statesOf(ids)).map((r) => r.priority));
    // One of them ran last over all six: never a mix.
    expect(priorities.size).toBe(1);
    expect(await eventsOf(ids, "report.priority.changed")).toHaveLength(12);
  });
});

describe("GET /api/reports?report=: the table's selection, exported", () => {
  it("lists only the named reports the caller staffs, as JSON and CSV", async () => {
    const [a, b, c] = await send(3);
    const foreign = await submitReport(
      t,
      w.sender.headers,
      submission(w.programs.otherOpen.id, w.scopes.otherOpen.id),
    );
    const url = `/api/reports?view=org&report=${a!.id}&report=${c!.id}&report=${foreign.id}`;
    const json = await t.app.inject({ url, headers: w.manager.headers });
    expect(json.statusCode).toBe(200);
    expect(
      json
        .json()
        .data.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([a!.id, c!.id].sort());
    const csv = await t.app.inject({ url, headers: { ...w.manager.headers, accept: "text/csv" } });
    expect(csv.headers["x-total-count"]).toBe("2");
    expect(csv.body).toContain(`\n${a!.number},`);
    expect(csv.body).not.toContain(`\n${b!.number},`);
    const many = Array.from({ length: 201 }, () => `report=${randomUUID()}`).join("&");
    const tooMany = await t.app.inject({ url: `/api/reports?view=org&${many}`, headers: w.manager.headers });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain("Name at most 200 reports.");
  });
});

describe("POST /api/reports/bulk, every caller class", () => {
  const expected: Record<ReportCaller, number> = {
    anonymous: 401,
    sender: 403,
    senderKey: 403,
    otherHunter: 404,
    approved: 404,
    member: 404,
    triage: 404,
    manager: 200,
    admin: 200,
    adminKey: 404,
    otherAdmin: 404,
  };
  it.each(reportCallers.map((c) => [c, expected[c]] as const))("%s: %i", async (who, status) => {
    const ids = (await send(2)).map((r) => r.id);
    const res = await bulk({ reports: ids, priority: 2 }, callerHeaders(w, who));
    expect(res.statusCode).toBe(status);
    expect((await statesOf(ids)).map((r) => r.priority)).toEqual(status === 200 ? [2, 2] : [null, null]);
  });

  it("stops a manager removed from the program at once", async () => {
    const ids = (await send(1)).map((r) => r.id);
    const db = t.ctx.database.db;
    await db.delete(programManagers).where(eq(programManagers.memberId, w.manager.memberId));
    try {
      // Like a member without the program: the report is not theirs to see.
      expect((await bulk({ reports: ids, priority: 4 })).statusCode).toBe(404);
    } finally {
      await db.insert(programManagers).values([
        { programId: w.programs.open.id, memberId: w.manager.memberId },
        { programId: w.programs.private.id, memberId: w.manager.memberId },
      ]);
    }
    expect((await statesOf(ids))[0]!.priority).toBeNull();
  });
});
