// Issue 47: a report's owner among its program's staff. PATCH and bulk set it, lists filter by it,
// the hunter never learns of it, and whoever loses the program's staff gives their reports back.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { events, organizations, reports } from "../../../db/schema/index.ts";
import {
  addMember,
  addPasskeyFactor,
  addProgramManager,
  buildSignedInUser,
} from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { testMailbox } from "../../../test/mailbox.ts";
import { itRaces } from "../../../test/races.ts";
import { releaseAssignments } from "../../standing/index.ts";
import {
  buildReportWorld,
  callerHeaders,
  type ReportCaller,
  type ReportWorld,
  reportCallers,
  submission,
  submitReport,
} from "../core/reports.fixtures.ts";
import { ASSIGNEE_NOT_STAFF } from "./report-triage.service.ts";

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
  await mailbox.clear();
});

const patch = (
  payload: Record<string, unknown>,
  headers: Record<string, string> = w.manager.headers,
  id = report.id,
) => t.app.inject({ method: "PATCH", url: `/api/reports/${id}`, headers, payload });
const assigneeOf = async (id = report.id) =>
  (await t.ctx.database.db.select().from(reports).where(eq(reports.id, id)))[0]!.assigneeId;
const timeline = async (headers: Record<string, string>) =>
  (
    (await t.app.inject({ url: `/api/reports/${report.id}/activities`, headers })).json().data as {
      type: string;
      info: Record<string, unknown>;
    }[]
  ).filter((a) => a.type === "report.assignee.changed");
const list = (query: string, headers = w.manager.headers) =>
  t.app.inject({ url: `/api/reports?view=org&organization=${w.org.id}&${query}`, headers });

describe("PATCH /api/reports/{id} with an assignee", () => {
  it("assigns to one of the program's staff, who is mailed; the staff's timeline says it, the hunter's does not", async () => {
    const res = await patch({ assignee: w.admin.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.assignee).toMatchObject({ id: w.admin.user.id });
    expect(await assigneeOf()).toBe(w.admin.user.id);
    expect((await timeline(w.manager.headers)).map((a) => a.info)).toEqual([
      { from: null, to: w.admin.user.displayName },
    ]);
    expect(await timeline(w.sender.headers)).toEqual([]);
    const mails = await mailbox.read();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [w.admin.user.email, `Report #${report.number} is yours: ${w.programs.open.name}`],
    ]);
    // The hunter's detail and list never name the owner.
    const mine = await t.app.inject({ url: `/api/reports/${report.id}`, headers: w.sender.headers });
    expect(mine.json().data.assignee).toBeNull();
    const theirs = await t.app.inject({ url: "/api/reports?view=hunter", headers: w.sender.headers });
    expect(theirs.json().data.find((r: { id: string }) => r.id === report.id).assignee).toBeNull();
  });

  it("gives a report back to the team, and taking it yourself mails no one", async () => {
    await patch({ assignee: w.manager.user.id });
    expect(await mailbox.read()).toEqual([]);
    expect((await patch({ assignee: null })).statusCode).toBe(200);
    expect(await assigneeOf()).toBeNull();
    expect((await timeline(w.admin.headers)).map((a) => a.info)).toEqual([
      { from: null, to: w.manager.user.displayName },
      { from: w.manager.user.displayName, to: null },
    ]);
  });

  it.each([
    ["a member who manages another program", () => w.member.user.id],
    ["the hunter who sent it", () => w.sender.user.id],
    ["another organization's admin", () => w.otherAdmin.user.id],
    ["the triage-role member", () => w.triage.user.id],
    ["nobody at all", () => "7b0c6f4e-1d2a-4f3b-8c9d-0e1f2a3b4c5d"],
  ])("refuses %s as the assignee and changes nothing", async (_, who) => {
    const res = await patch({ assignee: who() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`assignee: ${ASSIGNEE_NOT_STAFF}`);
    expect(await assigneeOf()).toBeNull();
  });

  it("refuses an assignee that is not an id", async () => {
    const res = await patch({ assignee: "aiko" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("Pick a member of the program's staff.");
  });
});

describe("who may assign: every caller class", () => {
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
  it.each(reportCallers.map((who) => [who, expected[who]] as const))("%s: %i", async (who, status) => {
    const res = await patch({ assignee: w.manager.user.id }, callerHeaders(w, who));
    expect(res.statusCode).toBe(status);
    if (who === "sender") expect(res.json().error.message).toBe("Only the program's staff assign a report.");
    expect(await assigneeOf()).toBe(status === 200 ? w.manager.user.id : null);
  });
});

describe("lists and bulk", () => {
  it("filters the organization's list by me, none or a member; a hunter's list may not be narrowed by it", async () => {
    const other = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
    await patch({ assignee: w.manager.user.id });
    const ids = async (query: string, headers = w.manager.headers) =>
      ((await list(query, headers)).json().data as { id: string }[]).map((r) => r.id);
    expect(await ids("assignee=me")).toContain(report.id);
    expect(await ids("assignee=me")).not.toContain(other.id);
    expect(await ids(`assignee=${w.manager.user.id}`, w.admin.headers)).toContain(report.id);
    expect(await ids("assignee=me", w.admin.headers)).not.toContain(report.id);
    expect(await ids("assignee=none")).toContain(other.id);
    expect(await ids("assignee=none")).not.toContain(report.id);
    const hunter = await t.app.inject({
      url: `/api/reports?view=hunter&assignee=${w.manager.user.id}`,
      headers: w.sender.headers,
    });
    expect(hunter.statusCode).toBe(400);
    expect(hunter.json().error.message).toBe("assignee: Filter by assignee in the organization's view only.");
    expect((await list("assignee=someone")).statusCode).toBe(400);
  });

  it("assigns reports in bulk, all or nothing, and the CSV names the owner", async () => {
    const second = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
    const bulk = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: "/api/reports/bulk", headers: w.admin.headers, payload });
    // The member manages another program only: refused for both, neither changes.
    const refused = await bulk({ reports: [report.id, second.id], assignee: w.member.user.id });
    expect(refused.statusCode).toBe(400);
    expect([await assigneeOf(), await assigneeOf(second.id)]).toEqual([null, null]);
    const done = await bulk({ reports: [report.id, second.id], assignee: w.manager.user.id });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ reports: 2, changed: 2 });
    expect([await assigneeOf(), await assigneeOf(second.id)]).toEqual([w.manager.user.id, w.manager.user.id]);
    const csv = await t.app.inject({
      url: `/api/reports?view=org&organization=${w.org.id}&report=${report.id}`,
      headers: { ...w.admin.headers, accept: "text/csv" },
    });
    const [header, line] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header!.split(",")).toContain("assignee");
    expect(line).toContain(w.manager.user.uniqueName);
    const own = await t.app.inject({
      url: `/api/reports?view=hunter&report=${report.id}`,
      headers: { ...w.sender.headers, accept: "text/csv" },
    });
    expect(own.body).not.toContain(w.manager.user.uniqueName);
  });
});

describe("an owner who loses the program's staff", () => {
  it("gives the report back when taken off the program's managers, with the event on the timeline", async () => {
    await patch({ assignee: w.manager.user.id });
    const managers = await t.app.inject({
      method: "PUT",
      url: `/api/programs/${w.programs.open.id}`,
      headers: w.admin.headers,
      payload: { managers: [] },
    });
    expect(managers.statusCode).toBe(200);
    expect(await assigneeOf()).toBeNull();
    expect((await timeline(w.admin.headers)).at(-1)!.info).toEqual({
      from: w.manager.user.displayName,
      to: null,
      automatic: true,
    });
    // Back on the program's managers for the next tests.
    await t.app.inject({
      method: "PUT",
      url: `/api/programs/${w.programs.open.id}`,
      headers: w.admin.headers,
      payload: { managers: [w.manager.memberId] },
    });
  });

  it("gives every report back when removed from the organization; the admin's stay", async () => {
    const mine = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
    await patch({ assignee: w.manager.user.id });
    await patch({ assignee: w.admin.user.id }, w.admin.headers, mine.id);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/organizations/${w.org.id}/members/${w.manager.memberId}`,
      headers: w.admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await assigneeOf()).toBeNull();
    expect(await assigneeOf(mine.id)).toBe(w.admin.user.id);
    const released = await t.ctx.database.db.select().from(events).where(eq(events.reportId, report.id));
    expect(released.filter((e) => e.type === "report.assignee.changed").at(-1)!.payload).toMatchObject({
      released: true,
      assigneeId: null,
    });
  });
});

/** A fresh manager of the open program: a member their own, so removing them spares the world's. */
async function newManager() {
  const db = t.ctx.database.db;
  const person = await buildSignedInUser(t.ctx);
  const member = await addMember(db, w.org.id, person.user.id, "member");
  await addProgramManager(db, w.programs.open.id, member.id);
  return { ...person, memberId: member.id };
}
const assignmentEvents = async (id: string) =>
  (await t.ctx.database.db.select().from(events).where(eq(events.reportId, id))).filter(
    (e) => e.type === "report.assignee.changed",
  );

describe("review findings", () => {
  it("takes the same person in capitals as no change: no second event, no mail", async () => {
    const lead = await newManager();
    expect((await patch({ assignee: lead.user.id }, w.admin.headers)).statusCode).toBe(200);
    await mailbox.clear();
    const again = await patch({ assignee: lead.user.id.toUpperCase() }, w.admin.headers);
    expect(again.statusCode).toBe(200);
    expect(await assigneeOf()).toBe(lead.user.id);
    expect(await assignmentEvents(report.id)).toHaveLength(1);
    expect(await mailbox.read()).toEqual([]);
  });

  it("leaves a held member's reports with them when something else changes, and gives a held member none", async () => {
    const db = t.ctx.database.db;
    const lead = await newManager();
    expect((await patch({ assignee: lead.user.id }, w.admin.headers)).statusCode).toBe(200);
    // The admin has a factor (the rule would hold them back too); the new manager has none.
    await addPasskeyFactor(db, w.admin.user.id);
    await db.update(organizations).set({ requireSecondFactor: true }).where(eq(organizations.id, w.org.id));
    try {
      // An unrelated change of the program's managers runs the release.
      const other = await newManager();
      await t.ctx.database.db.transaction(async (tx) => {
        await releaseAssignments(tx, w.org.id, w.admin.user.id);
      });
      expect(await assigneeOf()).toBe(lead.user.id);
      const second = await submitReport(
        t,
        w.sender.headers,
        submission(w.programs.open.id, w.scopes.open.id),
      );
      const refused = await patch({ assignee: other.user.id }, w.admin.headers, second.id);
      expect(refused.statusCode).toBe(400);
    } finally {
      await db
        .update(organizations)
        .set({ requireSecondFactor: false })
        .where(eq(organizations.id, w.org.id));
    }
  });

  itRaces("never leaves a report with a member removed while it was being assigned to them", async () => {
    for (let round = 0; round < 8; round++) {
      const lead = await newManager();
      const target = await submitReport(
        t,
        w.sender.headers,
        submission(w.programs.open.id, w.scopes.open.id),
      );
      const answers = await Promise.all([
        patch({ assignee: lead.user.id }, w.admin.headers, target.id),
        t.app.inject({
          method: "DELETE",
          url: `/api/organizations/${w.org.id}/members/${lead.memberId}`,
          headers: w.admin.headers,
        }),
      ]);
      // The assignment goes first (200) or finds the member gone (400); the removal never fails.
      expect([200, 400], `round ${round}: ${answers[0]!.body}`).toContain(answers[0]!.statusCode);
      expect(answers[1]!.statusCode, `round ${round}: ${answers[1]!.body}`).toBe(200);
      expect(await assigneeOf(target.id), `round ${round}`).toBeNull();
    }
  });
});
