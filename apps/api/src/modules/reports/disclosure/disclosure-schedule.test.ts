import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { disclosureRequests, events, programs } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { testMailbox } from "../../../test/mailbox.ts";
import { buildReportWorld, type ReportWorld } from "../core/reports.fixtures.ts";
import { closedReport, disclose, requestDisclosure } from "./disclosure.fixtures.ts";
import { runDisclosureSchedule } from "./disclosure-schedule.ts";

let t: TestApp;
let w: ReportWorld;
const mailbox = testMailbox(() => t);
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
});
afterAll(async () => t.close());
beforeEach(() => mailbox.clear());

const run = (at: number) => runDisclosureSchedule(t.ctx.database.db, new Date(at));
const disclosureOf = async (reportId: string) =>
  (await t.app.inject({ url: `/api/reports/${reportId}/disclosure`, headers: w.sender.headers })).json().data;
const typesOf = async (reportId: string) =>
  (
    await t.ctx.database.db.select({ type: events.type }).from(events).where(eq(events.reportId, reportId))
  ).map((e) => e.type);

describe("the disclosure clock (time moved by the test)", () => {
  it("reminds the staff a week before an unanswered request discloses itself, once, then discloses it", async () => {
    const report = await closedReport(t, w);
    const { data } = await requestDisclosure(t, w, report.id, "Only my words.");
    const asked = Date.parse(data.createdAt);
    await mailbox.clear();

    await run(asked + 22 * DAY);
    expect(await mailbox.read()).toEqual([]);

    await run(asked + 23 * DAY + 60_000);
    const reminders = await mailbox.read();
    expect(reminders.map((m) => m.to).sort()).toEqual([w.admin.user.email, w.manager.user.email].sort());
    expect(reminders[0]!.subject).toMatch(new RegExp(`^Report #${report.number} will be disclosed on `));
    await mailbox.clear();
    await run(asked + 24 * DAY);
    expect(await mailbox.read()).toEqual([]);
    expect(await disclosureOf(report.id)).toBeNull();

    await run(asked + 30 * DAY + 60_000);
    expect(await disclosureOf(report.id)).toMatchObject({
      status: "published",
      automatic: true,
      title: "Stored XSS in the profile page",
      userSummary: "Only my words.",
      orgSummary: "",
    });
    expect((await mailbox.read()).map((m) => [m.to, m.subject])).toEqual([
      [w.sender.user.email, `Report #${report.number} was disclosed: ${w.programs.open.name}`],
    ]);
    const rows = await t.ctx.database.db
      .select()
      .from(disclosureRequests)
      .where(eq(disclosureRequests.reportId, report.id));
    expect(rows).toEqual([]);
    expect((await typesOf(report.id)).filter((e) => e.startsWith("report.disclos"))).toEqual([
      "report.disclosure.requested",
      "report.disclosure.due",
      "report.disclosed",
    ]);
  });

  it("leaves alone a request the program never discloses, a reopened report, and a rejected request", async () => {
    const db = t.ctx.database.db;
    const never = await closedReport(t, w);
    const reopened = await closedReport(t, w);
    const rejected = await closedReport(t, w);
    for (const r of [never, reopened, rejected]) await requestDisclosure(t, w, r.id);
    await t.app.inject({
      method: "PATCH",
      url: `/api/reports/${reopened.id}`,
      headers: w.manager.headers,
      payload: { state: "unresolved" },
    });
    await t.app.inject({
      method: "POST",
      url: `/api/reports/${rejected.id}/disclosure-request/rejection`,
      headers: w.manager.headers,
    });
    await db.update(programs).set({ disclosureAfterDays: null }).where(eq(programs.id, w.programs.open.id));
    try {
      await run(Date.now() + 400 * DAY);
      expect(await disclosureOf(never.id)).toBeNull();
    } finally {
      await db.update(programs).set({ disclosureAfterDays: 30 }).where(eq(programs.id, w.programs.open.id));
    }
    await run(Date.now() + 400 * DAY);
    expect(await disclosureOf(reopened.id)).toBeNull();
    expect(await disclosureOf(rejected.id)).toBeNull();
    // The one whose program discloses again is disclosed.
    expect((await disclosureOf(never.id)).automatic).toBe(true);
  });

  it("publishes a saved disclosure at its date, not before", async () => {
    const report = await closedReport(t, w);
    const publishAt = Date.now() + 5 * DAY;
    await disclose(t, w, report.id, { title: "Later", publishAt: new Date(publishAt).toISOString() });
    await run(publishAt - 60_000);
    expect((await disclosureOf(report.id)).status).toBe("scheduled");
    await mailbox.clear();
    await run(publishAt + 60_000);
    expect(await disclosureOf(report.id)).toMatchObject({
      status: "published",
      publishedAt: new Date(publishAt).toISOString(),
    });
    expect((await mailbox.read()).map((m) => m.to)).toEqual([w.sender.user.email]);
  });
});
