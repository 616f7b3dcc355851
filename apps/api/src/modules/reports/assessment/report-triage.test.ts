import { DEFAULT_NOTIFICATION_PREFERENCES } from "@bounty/shared";
// PATCH reports/{id} (spec 2 §4, §7): state with from and to, rejection reasons the hunter reads,
// duplicates of an original in the same program, priority, the organization's assessment, the
// first staff read marking a new report read, and the timeline's events.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { events, reports, users } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { testMailbox } from "../../../test/mailbox.ts";
import { buildReportWorld, type ReportWorld, submission, submitReport } from "../core/reports.fixtures.ts";

let t: TestApp;
let w: ReportWorld;
let report: { id: string; number: number };
const mailbox = testMailbox(() => t);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
});
afterAll(async () => t.close());
beforeEach(async () => {
  report = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
  // The staff's mails about the submission are not what these tests look at.
  await mailbox.clear();
});

const patch = (payload: Record<string, unknown>, headers = w.manager.headers, id = report.id) =>
  t.app.inject({ method: "PATCH", url: `/api/reports/${id}`, headers, payload });
const activities = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: `/api/reports/${report.id}/activities`, headers })).json().data as {
    type: string;
    affiliation: string | null;
    info: Record<string, unknown>;
  }[];
const stored = async (id = report.id) =>
  (await t.ctx.database.db.select().from(reports).where(eq(reports.id, id)))[0]!;

describe("PATCH /api/reports/{id}", () => {
  it("moves the state with its event from and to, and tells the hunter by mail without the title", async () => {
    const res = await patch({ state: "unresolved" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe("unresolved");
    const timeline = await activities(w.sender.headers);
    expect(timeline.map((a) => [a.type, a.affiliation, a.info])).toEqual([
      ["report.submitted", "hunter", {}],
      ["report.state.changed", "member", { from: "new", to: "unresolved" }],
    ]);
    expect((await mailbox.read()).map((m) => [m.to, m.subject])).toEqual([
      [w.sender.user.email, `Report #${report.number} is now Unresolved: ${w.programs.open.name}`],
    ]);
    expect(JSON.stringify(await mailbox.read())).not.toContain("Stored XSS");
    expect((await stored()).stateChangedAt.getTime()).toBeGreaterThan(0);
  });

  it("asks a rejection for the reason the hunter reads", async () => {
    const missing = await patch({ state: "not_applicable", reason: "  " });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe("reason: Say why the report is rejected: the hunter reads it.");
    expect((await stored()).state).toBe("new");
    expect((await patch({ state: "not_applicable", reason: "Intended behaviour." })).statusCode).toBe(200);
    const last = (await activities(w.sender.headers)).at(-1)!;
    expect(last).toMatchObject({
      type: "report.rejected",
      info: { from: "new", to: "not_applicable", reason: "Intended behaviour." },
    });
    // Spec 2 §3: the event carries the kind of rejection and the words.
    const [rejected] = await t.ctx.database.db
      .select({ payload: events.payload })
      .from(events)
      .where(and(eq(events.reportId, report.id), eq(events.type, "report.rejected")));
    expect(rejected!.payload).toMatchObject({ reason: "not_applicable", description: "Intended behaviour." });
  });

  it("marks a duplicate of an original of the same program; resolving the original tells its hunter", async () => {
    const original = await submitReport(
      t,
      w.approved.headers,
      submission(w.programs.private.id, w.scopes.private.id),
    );
    const sameProgram = await submitReport(
      t,
      w.sender.headers,
      submission(w.programs.open.id, w.scopes.open.id),
    );
    expect((await patch({ state: "duplicate", reason: "Known." })).json().error.message).toBe(
      "duplicateOf: Name the original report's number.",
    );
    expect(
      (await patch({ state: "duplicate", reason: "Known.", duplicateOf: report.number })).statusCode,
    ).toBe(400);
    expect((await patch({ state: "duplicate", reason: "Known.", duplicateOf: 9999 })).statusCode).toBe(400);
    expect(original.number).toBeGreaterThan(0);
    // A number that exists only in another program names nothing here (numbers are per program).
    let elsewhere = original;
    while (elsewhere.number <= sameProgram.number)
      elsewhere = await submitReport(
        t,
        w.approved.headers,
        submission(w.programs.private.id, w.scopes.private.id),
      );
    const foreign = await patch({ state: "duplicate", reason: "Known.", duplicateOf: elsewhere.number });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe("duplicateOf: Name another report of this program.");
    expect((await stored()).state).toBe("new");

    const marked = await patch({
      state: "duplicate",
      reason: "Reported before.",
      duplicateOf: sameProgram.number,
    });
    expect(marked.statusCode).toBe(200);
    const seen = await t.app.inject({ url: `/api/reports/${report.id}`, headers: w.sender.headers });
    expect(seen.json().data.duplicateOf).toEqual({ number: sameProgram.number });
    // Repeating the state with another original is refused, not ignored; so is an original without the state.
    const again = await patch({ state: "duplicate", reason: "Other.", duplicateOf: original.number });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(
      "duplicateOf: This report is already a duplicate: to name another original, move it to another state first.",
    );
    const stray = await patch({ priority: 3, duplicateOf: sameProgram.number });
    expect(stray.json().error.message).toBe(
      "duplicateOf: Name an original only when you mark the report a duplicate.",
    );
    expect((await stored()).priority).toBeNull();
    expect((await activities(w.sender.headers)).at(-1)!.info).toMatchObject({
      reason: "Reported before.",
      duplicateOf: sameProgram.number,
    });

    await mailbox.clear();
    expect((await patch({ state: "resolved" }, w.admin.headers, sameProgram.id)).statusCode).toBe(200);
    expect((await activities(w.sender.headers)).at(-1)).toMatchObject({
      type: "report.original.resolved",
      info: { duplicateOf: sameProgram.number },
    });
    expect((await mailbox.read()).map((m) => m.subject)).toContain(
      `The original of report #${report.number} was resolved: ${w.programs.open.name}`,
    );
  });

  it("sets the priority, which the hunter never sees", async () => {
    expect((await patch({ priority: 5 })).statusCode).toBe(400);
    expect((await patch({ priority: 2 })).json().data.priority).toBe(2);
    const hunter = await t.app.inject({ url: `/api/reports/${report.id}`, headers: w.sender.headers });
    expect(hunter.json().data.priority).toBeNull();
    const list = await t.app.inject({ url: "/api/reports", headers: w.sender.headers });
    expect(list.json().data.every((r: { priority: number | null }) => r.priority === null)).toBe(true);
    expect((await activities(w.sender.headers)).map((a) => a.type)).not.toContain("report.priority.changed");
    expect((await activities(w.manager.headers)).at(-1)).toMatchObject({
      type: "report.priority.changed",
      info: { from: null, to: 2 },
    });
    expect(await mailbox.read()).toEqual([]);
  });

  it("keeps the organization's assessment in the program's CVSS version, and lists by it", async () => {
    const v4 = await patch({
      orgAssessment: { type: "cvss", cvss: { version: "4.0", attackVector: "network" } },
    });
    expect(v4.statusCode).toBe(400);
    const before = (await stored()).severity;
    const cvss = await patch({
      orgAssessment: {
        type: "cvss",
        cvss: {
          version: "3.1",
          attackVector: "network",
          attackComplexity: "low",
          privilegesRequired: "none",
          userInteraction: "none",
          scope: "unchanged",
          confidentiality: "high",
          integrity: "high",
          availability: "high",
        },
      },
    });
    expect(cvss.statusCode).toBe(200);
    expect(cvss.json().data.orgAssessment).toMatchObject({ type: "cvss", severity: "critical", score: 9.8 });
    expect((await stored()).severity).toBe("critical");
    const critical = await t.app.inject({
      url: `/api/reports?view=org&criticality=critical`,
      headers: w.manager.headers,
    });
    expect(critical.json().data.map((r: { id: string }) => r.id)).toContain(report.id);
    expect((await patch({ orgAssessment: null })).json().data.orgAssessment).toBeNull();
    expect((await stored()).severity).toBe(before);
    const changes = (await activities(w.sender.headers)).filter((a) => a.type === "report.severity.changed");
    expect(changes.map((a) => a.info)).toEqual([
      { from: null, to: "critical" },
      { from: "critical", to: null },
    ]);
  });

  it("refuses an empty change and unknown fields, and changes nothing when nothing differs", async () => {
    expect((await patch({})).json().error.message).toBe(
      "body: Change the state, the priority, the assessment, the assignee or the labels.",
    );
    expect((await patch({ state: "new", title: "x" })).statusCode).toBe(400);
    expect((await patch({ state: "new" })).statusCode).toBe(200);
    expect((await activities(w.manager.headers)).length).toBe(1);
  });

  it("stops at the hunter, the hunter's key and anyone who may not read the report", async () => {
    expect((await patch({ priority: 1 }, w.sender.headers)).statusCode).toBe(403);
    expect((await patch({ priority: 1 }, w.keys.hunter)).statusCode).toBe(403);
    expect((await patch({ priority: 1 }, w.member.headers)).statusCode).toBe(404);
    expect((await stored()).priority).toBeNull();
  });
});

describe("the first staff read", () => {
  it("marks a new report checked once, with its event; the hunter's own reads change nothing", async () => {
    const before = await t.app.inject({ url: `/api/reports/${report.id}`, headers: w.sender.headers });
    await t.app.inject({ url: `/api/reports/${report.id}`, headers: w.manager.headers });
    expect((await stored()).state).toBe("new");
    // Spec 2's `seen`: not before the staff open it.
    expect(before.json().data.seen).toBe(false);
    const first = await t.app.inject({
      url: `/api/reports/${report.id}?view=org`,
      headers: w.manager.headers,
    });
    expect(first.json().data.state).toBe("checked");
    expect(first.json().data.seen).toBe(true);
    const hunterView = await t.app.inject({ url: `/api/reports/${report.id}`, headers: w.sender.headers });
    expect(hunterView.json().data.seen).toBe(true);
    await t.app.inject({ url: `/api/reports/${report.id}?view=org`, headers: w.admin.headers });
    const changes = await t.ctx.database.db.select().from(events).where(eq(events.reportId, report.id));
    expect(changes.filter((e) => e.type === "report.state.changed").map((e) => e.payload)).toEqual([
      { number: report.number, from: "new", to: "checked", automatic: true, programDetailsPrivate: false },
    ]);
  });
});

describe("mail preferences", () => {
  it("sends no state mail to a hunter who turned their reports' progress off", async () => {
    await t.ctx.database.db
      .update(users)
      .set({ notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, reportUpdates: false } })
      .where(eq(users.id, w.sender.user.id));
    try {
      expect((await patch({ state: "resolved" })).statusCode).toBe(200);
      expect(await mailbox.read()).toEqual([]);
    } finally {
      await t.ctx.database.db
        .update(users)
        .set({ notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES })
        .where(eq(users.id, w.sender.user.id));
    }
  });
});
