// Issue 33: the dashboard's lists and the period's figures against a history built by hand.
import type { TriageActionType } from "@bounty/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reports, triageActions, triageStages } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { acceptGuideline, submission, submitReport } from "../../reports/core/reports.fixtures.ts";
import {
  buildTriageWorld,
  type TriageCaller,
  type TriageWorld,
  triageCallers,
  triageHeaders,
} from "../triage.fixtures.ts";
import { stagesWaitingOn } from "./dashboard.service.ts";

let t: TestApp;
let w: TriageWorld;
const r: Record<string, string> = {};

/** Rewrites a report's sending, severity, type and steps, and its stage, as if they had happened then. */
async function history(
  id: string,
  sentAt: string,
  facts: { severity?: "critical" | "high" | null; vrtId?: string | null },
  steps: [TriageActionType, string][],
) {
  const db = t.ctx.database.db;
  await db
    .update(reports)
    .set({ createdAt: new Date(sentAt), severity: facts.severity ?? null, vrtId: facts.vrtId ?? null })
    .where(eq(reports.id, id));
  await db.delete(triageActions).where(eq(triageActions.reportId, id));
  for (const [i, [type, at]] of steps.entries())
    await db
      .insert(triageActions)
      .values({ reportId: id, sequence: i + 1, type, summary: "", createdAt: new Date(at) });
  const last = steps.at(-1);
  await db
    .update(triageStages)
    .set({
      lastAction: last?.[0] ?? null,
      lastActionAt: new Date(last?.[1] ?? sentAt),
      sequence: steps.length,
    })
    .where(eq(triageStages.reportId, id));
}

const get = (who: "triage" | "admin", url: string) =>
  t.app.inject({ method: "GET", url, headers: triageHeaders(w, who) });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildTriageWorld(t);
  await acceptGuideline(t.ctx.database.db, w.programs.open.id, w.otherHunter.user.id);
  for (const name of ["r1", "r2", "r3", "r4", "r5"]) {
    const headers = name === "r3" ? w.otherHunter.headers : w.sender.headers;
    r[name] = (await submitReport(t, headers, submission(w.programs.open.id, w.scopes.open.id))).id;
  }
  await history(r.r1!, "2026-10-20T00:00:00Z", { severity: "high", vrtId: "a.first" }, [
    ["triage", "2026-10-21T00:00:00Z"],
    ["certify", "2026-11-03T00:00:00Z"],
    ["appraise", "2026-11-04T00:00:00Z"],
    ["remediate", "2026-11-05T00:00:00Z"],
    ["review.resolved", "2026-11-06T00:00:00Z"],
    ["closed.resolved", "2026-11-07T00:00:00Z"],
  ]);
  await history(r.r2!, "2026-11-03T00:00:00Z", { severity: "critical", vrtId: "b.second" }, [
    ["triage", "2026-11-03T06:00:00Z"],
    ["certify", "2026-11-04T00:00:00Z"],
  ]);
  await history(r.r3!, "2026-11-05T00:00:00Z", {}, [
    ["triage", "2026-11-06T00:00:00Z"],
    ["invalidate", "2026-11-06T01:00:00Z"],
  ]);
  await history(r.r4!, "2026-11-10T00:00:00Z", {}, []);
  await history(r.r5!, "2026-11-08T00:00:00Z", {}, []);
  r.r6 = (await w.report()).id;
  for (const [id, content] of [
    [r.r2!, "Certified on staging."],
    [r.r4!, `Looking at it now. ${"x".repeat(200)}`],
  ] as const)
    await t.app.inject({
      method: "POST",
      url: `/api/triage/${id}/messages`,
      headers: triageHeaders(w, "triage"),
      payload: { content },
    });
});
afterAll(() => t.close());

const WEEK = "range=2026-11-02T00:00:00Z&range=2026-11-09T00:00:00Z";

describe("the triage dashboard", () => {
  it("names the stages at which each side takes the next step", () => {
    expect(stagesWaitingOn(["organization"]).sort()).toEqual(
      ["appraise", "certify", "reevaluate", "suspend", "triage"].sort(),
    );
    expect(stagesWaitingOn(["triager"])).toContain("none");
    expect(stagesWaitingOn(["triager"])).not.toContain("closed.resolved");
  });

  it("lists next up for the caller's side, the urgent, the newest and the messages, five at most", async () => {
    const triager = (await get("triage", `/api/triage/${w.programs.open.id}/summary`)).json().data;
    const ids = (list: { id: string }[]) => list.map((e) => e.id);
    expect(ids(triager.nextUp)).toEqual([r.r2, r.r5, r.r4, r.r6]);
    expect(ids(triager.urgent)).toEqual([r.r2, r.r5, r.r4]);
    expect(triager.urgentTotal).toBe(3);
    expect(ids(triager.recentlySubmitted)).toEqual([r.r6, r.r4, r.r5, r.r3, r.r2]);
    expect(triager.recentlySubmitted[1]).toMatchObject({
      createdAt: "2026-11-10T00:00:00.000Z",
      lastAction: null,
    });
    expect(ids(triager.recentMessages)).toEqual([r.r4, r.r2]);
    expect(triager.recentMessages[0].summary).toHaveLength(151);
    expect(triager.recentMessages[1].summary).toBe("Certified on staging.");
    expect(triager.counts).toEqual({ "closed.resolved": 1, certify: 1, invalidate: 1, none: 3 });
    expect(triager.total).toBe(6);
    const admin = (await get("admin", `/api/triage/${w.programs.open.id}/summary`)).json().data;
    expect(ids(admin.nextUp)).toEqual([r.r2]);
  });

  it("counts a week's actions, arrivals, resolution time, certified types and hunters", async () => {
    const res = await get("triage", `/api/triage/${w.programs.open.id}/stats?${WEEK}`);
    expect(res.statusCode).toBe(200);
    const stats = res.json().data;
    const zero = { none: 0, low: 0, medium: 0, high: 0, critical: 0 };
    expect(stats.countsByActions).toEqual([
      { type: "triage", count: 2, vulnerabilities: { ...zero, critical: 1, none: 1 } },
      { type: "certify", count: 2, vulnerabilities: { ...zero, critical: 1, high: 1 } },
      { type: "invalidate", count: 1, vulnerabilities: { ...zero, none: 1 } },
      { type: "appraise", count: 1, vulnerabilities: { ...zero, high: 1 } },
      { type: "remediate", count: 1, vulnerabilities: { ...zero, high: 1 } },
      { type: "review.resolved", count: 1, vulnerabilities: { ...zero, high: 1 } },
      { type: "closed.resolved", count: 1, vulnerabilities: { ...zero, high: 1 } },
    ]);
    expect(stats.vulnerabilitiesReceived).toBe(3);
    expect(stats.avgTimeToResolutionInSeconds).toBe(18 * 86_400);
    expect(stats.countsByVulnType).toEqual([
      { vrtId: "a.first", count: 1 },
      { vrtId: "b.second", count: 1 },
    ]);
    expect(stats.reporters).toEqual({ new: 1, returning: 1, total: 2 });
    expect(stats.range).toEqual({ start: "2026-11-02T00:00:00.000Z", end: "2026-11-09T00:00:00.000Z" });
  });

  it("counts all time with all=true, and the current week without a range", async () => {
    const all = (await get("admin", `/api/triage/${w.programs.open.id}/stats?all=true`)).json().data;
    expect(all.range).toBeNull();
    expect(all.vulnerabilitiesReceived).toBe(6);
    expect(all.countsByActions[0]).toMatchObject({ type: "triage", count: 3 });
    expect(all.reporters).toEqual({ new: 2, returning: 0, total: 2 });
    const week = (await get("admin", `/api/triage/${w.programs.open.id}/stats`)).json().data;
    expect(new Date(week.range.start).getUTCDay()).toBe(1);
    expect(week.vulnerabilitiesReceived).toBe(1);
    expect(week.countsByActions).toEqual([]);
    expect(week.avgTimeToResolutionInSeconds).toBeNull();
  });

  it("refuses a range given once or backwards, in words", async () => {
    const once = await get("admin", `/api/triage/${w.programs.open.id}/stats?range=2026-11-02T00:00:00Z`);
    expect(once.statusCode).toBe(400);
    expect(once.json().error.message).toContain("Give range twice");
    const backwards = await get(
      "admin",
      `/api/triage/${w.programs.open.id}/stats?range=2026-11-09T00:00:00Z&range=2026-11-02T00:00:00Z`,
    );
    expect(backwards.statusCode).toBe(400);
    const bad = await get("admin", `/api/triage/${w.programs.open.id}/stats?all=yes`);
    expect(bad.statusCode).toBe(400);
  });
});

describe("the stage counters", () => {
  it("agree with the stages as reports are sent, step on and are deleted", async () => {
    const db = t.ctx.database.db;
    const extra = await w.report();
    await db.update(triageStages).set({ lastAction: "suspend" }).where(eq(triageStages.reportId, extra.id));
    await db.delete(reports).where(eq(reports.id, r.r3!));
    const counted = await db.execute<{ stage: string; count: number }>(sql`
      select coalesce(last_action, 'none') as stage, count(*)::int as count from triage_stages
      where program_id = ${w.programs.open.id} group by 1 order by 1`);
    const kept = await db.execute<{ stage: string; count: number }>(sql`
      select stage, count from triage_stage_counts where program_id = ${w.programs.open.id} and count > 0 order by 1`);
    expect(kept.rows).toEqual(counted.rows);
    expect(counted.rows).toContainEqual({ stage: "suspend", count: 1 });
  });
});

describe("dashboard authorization", () => {
  // Both sides of the program's triage read it; keys 403; everyone else does not find it.
  const expected: Record<TriageCaller, number> = {
    anonymous: 401,
    sender: 404,
    senderKey: 403,
    otherHunter: 404,
    approved: 404,
    member: 404,
    triage: 200,
    manager: 200,
    admin: 200,
    adminKey: 403,
    otherAdmin: 404,
    platformTriager: 200,
    staff: 404,
  };
  it.each(triageCallers)("walks the dashboard's routes as %s", async (who) => {
    for (const url of ["summary", `stats?${WEEK}`, "stats?all=true"]) {
      const res = await t.app.inject({
        url: `/api/triage/${w.programs.open.id}/${url}`,
        headers: triageHeaders(w, who),
      });
      expect(res.statusCode, url).toBe(expected[who]);
    }
  });
});

describe("the dashboard's kept answers", () => {
  it("follow a message and a step at once", async () => {
    const summary = async () =>
      (await get("triage", `/api/triage/${w.programs.open.id}/summary`)).json().data;
    const before = await summary();
    expect(before.recentMessages.map((e: { id: string }) => e.id)).not.toContain(r.r6);
    const message = await t.app.inject({
      method: "POST",
      url: `/api/triage/${r.r6}/messages`,
      headers: triageHeaders(w, "triage"),
      payload: { content: "Looking at it now." },
    });
    expect(message.statusCode).toBe(201);
    expect((await summary()).recentMessages[0]).toMatchObject({ id: r.r6, summary: "Looking at it now." });

    const step = await t.app.inject({
      method: "POST",
      url: `/api/triage/${r.r6}/actions`,
      headers: triageHeaders(w, "triage"),
      payload: { type: "triage", summary: "Reproduced." },
    });
    expect(step.statusCode).toBe(201);
    expect((await summary()).counts.triage).toBe(1);
  });
});
