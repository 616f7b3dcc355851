// Issue 30: the milestones the event log writes, the targets a program sets, the health badge, the
// daily digest, and the organization feed's program filter.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, notificationMails, reports, users } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { submission, submitReport } from "../core/reports.fixtures.ts";
import { buildResponseHistory } from "./response-stats.fixtures.ts";
import { runTargetDigest } from "./target-digest.ts";

let t: TestApp;
let h: Awaited<ReturnType<typeof buildResponseHistory>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  h = await buildResponseHistory(t);
});
afterAll(() => t.close());

const put = (id: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/programs/${id}`, headers, payload });

describe("the milestones", () => {
  it("are written from the events the services record: a staff message, then a triage", async () => {
    const report = await submitReport(
      t,
      h.sender.headers,
      submission(h.program.id, h.rewardScopes.bounty.id, { title: "Milestones" }),
    );
    const milestones = async () =>
      (await t.ctx.database.db.select().from(reports).where(eq(reports.id, report.id)))[0]!;
    // The first read marks it checked: no one answered yet.
    await t.app.inject({ url: `/api/reports/${report.id}`, headers: h.manager.headers });
    expect((await milestones()).firstResponseAt).toBeNull();
    // The hunter writing is not an answer.
    const hunter = await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: h.sender.headers,
      payload: { report: report.id, content: "Any news?" },
    });
    expect(hunter.statusCode).toBe(201);
    expect((await milestones()).firstResponseAt).toBeNull();
    await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: h.manager.headers,
      payload: { report: report.id, content: "Looking into it." },
    });
    const answered = await milestones();
    expect(answered.firstResponseAt).not.toBeNull();
    expect(answered.triagedAt).toBeNull();
    const list = await t.app.inject({
      url: `/api/reports?view=org&program=${h.program.id}&number=${report.number}`,
      headers: h.manager.headers,
    });
    expect(list.json().data[0].target).toMatchObject({ target: "triage", overdue: false });
    await t.app.inject({
      method: "PATCH",
      url: `/api/reports/${report.id}`,
      headers: h.manager.headers,
      payload: { state: "unresolved" },
    });
    const triaged = await milestones();
    expect(triaged.triagedAt).not.toBeNull();
    expect(triaged.closedAt).toBeNull();
    const page = await t.app.inject({ url: `/api/reports/${report.id}`, headers: h.manager.headers });
    expect(page.json().data.target).toMatchObject({ target: "reward", overdue: false });
  });
});

describe("PUT programs/{id} targets", () => {
  it("sets and clears the targets beside the reply speed, and reads them back", async () => {
    const res = await put(h.program.id, h.manager.headers, {
      targets: { triage: 3, reward: null, resolution: 20 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.targets).toEqual({ triage: 3, reward: null, resolution: 20 });
    const back = await put(h.program.id, h.manager.headers, {
      targets: { triage: 2, reward: 5, resolution: 10 },
    });
    expect(back.json().data.targets).toEqual({ triage: 2, reward: 5, resolution: 10 });
  });

  it("refuses days out of range and a reward target on a vdp, changing nothing", async () => {
    const zero = await put(h.program.id, h.manager.headers, {
      targets: { triage: 0, reward: 5, resolution: 10 },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.message).toContain("at least 1 business day");
    const vdp = await put(h.programs.open.id, h.admin.headers, {
      targets: { triage: 2, reward: 5, resolution: null },
    });
    expect(vdp.statusCode).toBe(400);
    expect(vdp.json().error.message).toContain("pay no rewards");
    const after = await t.app.inject({
      url: `/api/programs/${h.programs.open.id}`,
      headers: h.admin.headers,
    });
    expect(after.json().data.targets).toEqual({ triage: null, reward: null, resolution: null });
  });
});

describe("GET programs/{id}/response-health", () => {
  it("counts the last 90 days' reports that met every target that applies", async () => {
    const res = await t.app.inject({ url: `/api/programs/${h.program.slug}/response-health` });
    expect(res.statusCode).toBe(200);
    // A and C met every target; B (first response), D and E (never answered) missed one. The report
    // the milestones test sent is on time.
    const { data } = res.json();
    expect(data.hasTargets).toBe(true);
    expect(data.reports).toBeGreaterThanOrEqual(5);
    expect(data.reports - data.met).toBe(3);
    expect(data.percent).toBe(Math.floor((data.met * 100) / data.reports));
  });
});

describe("the daily digest", () => {
  it("writes one event a day to each staff member with overdue reports, mailed unless turned off", async () => {
    const db = t.ctx.database.db;
    await db
      .update(users)
      .set({ notificationPreferences: { responseTargets: false } })
      .where(eq(users.id, h.admin.user.id));
    const now = new Date("2030-01-07T00:05:00Z");
    expect(await runTargetDigest(db, now)).toMatchObject({ sent: expect.any(Number) });
    const digests = await db
      .select()
      .from(events)
      .where(and(eq(events.type, "user.targets.overdue"), sql`${events.payload}->>'day' = '2030-01-07'`));
    const forManager = digests.find((e) => e.userId === h.manager.user.id)!;
    const numbers = (forManager.payload.reports as { number: number; programId: string }[])
      .filter((r) => r.programId === h.program.id)
      .map((r) => r.number);
    expect(numbers).toEqual(expect.arrayContaining([h.reports.d.number, h.reports.e.number]));
    expect(numbers).not.toContain(h.reports.a.number);
    expect(digests.some((e) => e.userId === h.admin.user.id)).toBe(true);
    const mails = await db
      .select()
      .from(notificationMails)
      .where(
        sql`${notificationMails.eventId} in (${sql.join(
          digests.map((d) => sql`${d.id}`),
          sql`, `,
        )})`,
      );
    expect(mails.map((m) => m.recipientId)).toContain(h.manager.user.id);
    expect(mails.map((m) => m.recipientId)).not.toContain(h.admin.user.id);
    expect(mails.every((m) => m.preference === "responseTargets")).toBe(true);
    // The same day again, from this worker or another: nothing more.
    expect(await runTargetDigest(db, new Date("2030-01-07T13:05:00Z"))).toBeNull();
  });
});

describe("GET organizations/{id}/activities?program=", () => {
  it("keeps one program's lines", async () => {
    const range = "range=2026-11-01T00:00:00Z&range=2026-11-20T00:00:00Z";
    const all = await t.app.inject({
      url: `/api/organizations/${h.org.id}/activities?${range}&perPage=100`,
      headers: h.admin.headers,
    });
    const one = await t.app.inject({
      url: `/api/organizations/${h.org.id}/activities?${range}&perPage=100&program=${h.program.id}`,
      headers: h.admin.headers,
    });
    expect(one.statusCode).toBe(200);
    const programsOf = (res: typeof all) =>
      new Set((res.json().data as { program: { id: string } | null }[]).map((a) => a.program?.id));
    expect([...programsOf(one)]).toEqual([h.program.id]);
    expect(one.json().meta.total).toBeGreaterThan(0);
    expect(one.json().meta.total).toBeLessThanOrEqual(all.json().meta.total);
  });
});
