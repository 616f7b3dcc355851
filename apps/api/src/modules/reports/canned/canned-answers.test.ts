// Issue 47: canned answers, and the words a state change sends the hunter. The admin keeps the
// answers; the program's staff send them, filled for each report, as the organization's message.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { events, programs, reportMessages, users } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { testMailbox } from "../../../test/mailbox.ts";
import { itRaces } from "../../../test/races.ts";
import {
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
let report: { id: string; number: number };
const mailbox = testMailbox(() => t);
type Headers = Record<string, string>;

const walk = (expected: Record<ReportCaller, number>) => reportCallers.map((c) => [c, expected[c]] as const);
const create = (body: Record<string, unknown>, headers: Headers = w.admin.headers, org = w.org.id) =>
  t.app.inject({ method: "POST", url: `/api/organizations/${org}/canned-answers`, headers, payload: body });
const patch = (payload: Record<string, unknown>, headers: Headers = w.manager.headers, id = report.id) =>
  t.app.inject({ method: "PATCH", url: `/api/reports/${id}`, headers, payload });
const bulk = (payload: Record<string, unknown>, headers: Headers = w.admin.headers) =>
  t.app.inject({ method: "POST", url: "/api/reports/bulk", headers, payload });
/** The conversation as the hunter reads it, the description aside. */
const hunterReads = async (id = report.id) =>
  (
    (await t.app.inject({ url: `/api/messages?report=${id}`, headers: w.sender.headers })).json().data as {
      content: string;
      affiliation: string;
    }[]
  )
    .slice(1)
    .map((m) => [m.affiliation, m.content]);
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
});
afterAll(async () => t.close());
beforeEach(async () => {
  report = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
  await mailbox.clear();
});

describe("the organization's canned answers", () => {
  it("adds one, lists it for every member, and refuses a taken title or state", async () => {
    const made = await create({
      title: "Thanks, fixed",
      body: "Hi {{hunter}}, {{report}} is fixed.",
      state: "resolved",
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ title: "Thanks, fixed", state: "resolved" });
    const listed = await t.app.inject({
      url: `/api/organizations/${w.org.id}/canned-answers`,
      headers: w.triage.headers,
    });
    expect(listed.json().data.map((a: { title: string }) => a.title)).toContain("Thanks, fixed");
    const sameTitle = await create({ title: "THANKS, FIXED", body: "x" });
    expect(sameTitle.statusCode).toBe(409);
    expect(sameTitle.json().error.message).toBe(
      "The organization already has a canned answer titled “THANKS, FIXED”.",
    );
    const sameState = await create({ title: "Another", body: "x", state: "resolved" });
    expect(sameState.statusCode).toBe(409);
    expect(sameState.json().error.message).toBe(
      "“Thanks, fixed” is already offered first for Resolved: change that one first.",
    );
    expect((await create({ title: "New one", body: "x", state: "new" })).statusCode).toBe(400);
    expect((await create({ title: " ", body: "x" })).json().error.message).toBe("title: Name the answer.");
    expect((await create({ title: "Long", body: "x".repeat(5001) })).statusCode).toBe(400);
    // Its own title and state are no clash when it changes.
    const id = made.json().data.id;
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/canned-answers/${id}`,
      headers: w.admin.headers,
      payload: { title: "Thanks, fixed", state: "resolved", body: "Fixed, {{hunter}}." },
    });
    expect(edited.statusCode).toBe(200);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/canned-answers/${id}`,
      headers: w.admin.headers,
    });
    expect(del.statusCode).toBe(204);
    const logged = (
      await t.ctx.database.db.select().from(events).where(eq(events.organizationId, w.org.id))
    ).map((e) => e.type);
    expect(logged).toEqual(
      expect.arrayContaining([
        "org.canned_answer.created",
        "org.canned_answer.updated",
        "org.canned_answer.deleted",
      ]),
    );
  });
});

describe("words with a state change", () => {
  it("posts the message, filled for the report, as the organization's, and the hunter is mailed", async () => {
    const res = await patch({
      state: "resolved",
      message: "Thanks {{hunter}}: {{ report }} in {{program}} is fixed. {{other}}",
    });
    expect(res.statusCode).toBe(200);
    expect(await hunterReads()).toEqual([
      [
        "member",
        `Thanks ${w.sender.user.displayName}: #${report.number} in ${w.programs.open.name} is fixed. {{other}}`,
      ],
    ]);
    const mails = (await mailbox.read()).filter((m) => m.to === w.sender.user.email);
    expect(mails.length).toBeGreaterThanOrEqual(1);
  });

  it("fills in a hunter's name as plain text, never as a link or an image", async () => {
    const db = t.ctx.database.db;
    const before = w.sender.user.displayName;
    await db
      .update(users)
      .set({ displayName: "![x](https://evil.example/p.png) [verify](https://evil.example)" })
      .where(eq(users.id, w.sender.user.id));
    try {
      expect((await patch({ state: "checked", message: "Hello {{hunter}}" })).statusCode).toBe(200);
      expect(await hunterReads()).toEqual([
        ["member", "Hello \\!\\[x\\]\\(https://evil.example/p.png\\) \\[verify\\]\\(https://evil.example\\)"],
      ]);
    } finally {
      await db.update(users).set({ displayName: before }).where(eq(users.id, w.sender.user.id));
    }
  });

  it("holds the limits for the words as filled in, and moves nothing past them", async () => {
    const res = await patch({ state: "not_applicable", reason: "{{hunter}}".repeat(500) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("reason: Use at most 5000 characters once {{hunter}}");
    const after = await t.app.inject({ url: `/api/reports/${report.id}`, headers: w.manager.headers });
    expect(after.json().data.state).toBe("new");
  });

  it("fills a rejection's reason the same way", async () => {
    expect(
      (
        await patch({
          state: "not_applicable",
          reason: "Sorry {{hunter}}, {{report}} is expected behaviour.",
        })
      ).statusCode,
    ).toBe(200);
    const rejected = (
      await t.ctx.database.db.select().from(events).where(eq(events.reportId, report.id))
    ).find((e) => e.type === "report.rejected");
    expect(rejected!.payload.description).toBe(
      `Sorry ${w.sender.user.displayName}, #${report.number} is expected behaviour.`,
    );
  });

  it("sends nothing when the state does not change, and refuses a message without a state", async () => {
    await patch({ state: "checked" });
    expect((await patch({ state: "checked", message: "Still looking." })).statusCode).toBe(200);
    expect(await hunterReads()).toEqual([]);
    const alone = await patch({ message: "Hello" });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.message).toBe(
      "message: Send a message with a change of state, or write it in the conversation.",
    );
  });

  it("refuses the message on a stopped program and moves nothing", async () => {
    const db = t.ctx.database.db;
    await db.update(programs).set({ status: "stopped" }).where(eq(programs.id, w.programs.open.id));
    try {
      const res = await patch({ state: "resolved", message: "Fixed." });
      expect(res.statusCode).toBe(409);
      const after = await t.app.inject({ url: `/api/reports/${report.id}`, headers: w.manager.headers });
      expect(after.json().data.state).not.toBe("resolved");
    } finally {
      await db.update(programs).set({ status: "open" }).where(eq(programs.id, w.programs.open.id));
    }
  });

  it("speaks to each hunter of a bulk change by name, once per report moved", async () => {
    const second = await submitReport(
      t,
      w.approved.headers,
      submission(w.programs.private.id, w.scopes.private.id),
    );
    const res = await bulk({
      reports: [report.id, second.id],
      state: "informational",
      message: "{{hunter}}: {{report}} noted.",
    });
    expect(res.statusCode).toBe(200);
    expect(await hunterReads()).toEqual([
      ["member", `${w.sender.user.displayName}: #${report.number} noted.`],
    ]);
    const theirs = await t.ctx.database.db
      .select()
      .from(reportMessages)
      .where(eq(reportMessages.reportId, second.id));
    expect(theirs.map((m) => m.content)).toContain(
      `${w.approved.user.displayName}: #${second.number} noted.`,
    );
  });
});

describe("two changes at once", () => {
  itRaces(
    "an answer edited while it is deleted: a 404 or the edit, never a failure, one deletion logged",
    async () => {
      for (let round = 0; round < 8; round++) {
        const made = (await create({ title: `Raced ${round} ${++n}`, body: "Hello" })).json().data;
        const url = `/api/canned-answers/${made.id}`;
        const [edit, del, again] = await Promise.all([
          t.app.inject({ method: "PATCH", url, headers: w.admin.headers, payload: { body: "changed" } }),
          t.app.inject({ method: "DELETE", url, headers: w.admin.headers }),
          t.app.inject({ method: "DELETE", url, headers: w.admin.headers }),
        ]);
        expect([200, 404], `round ${round}: ${edit.body}`).toContain(edit.statusCode);
        expect([del.statusCode, again.statusCode].sort(), `round ${round}`).toEqual([204, 404]);
        const logged = (
          await t.ctx.database.db.select().from(events).where(eq(events.type, "org.canned_answer.deleted"))
        ).filter((e) => e.payload.cannedAnswerId === made.id);
        expect(logged, `round ${round}`).toHaveLength(1);
      }
    },
  );
});

describe("every caller class", () => {
  const session = {
    anonymous: 401,
    senderKey: 403,
    adminKey: 403,
    sender: 404,
    otherHunter: 404,
    approved: 404,
    otherAdmin: 404,
  };
  it.each(walk({ ...session, member: 200, triage: 200, manager: 200, admin: 200 }))(
    "GET organizations/{id}/canned-answers, %s: %i",
    async (who, status) => {
      const res = await t.app.inject({
        url: `/api/organizations/${w.org.id}/canned-answers`,
        headers: callerHeaders(w, who),
      });
      expect(res.statusCode).toBe(status);
    },
  );

  it.each(walk({ ...session, member: 403, triage: 403, manager: 403, admin: 201 }))(
    "POST organizations/{id}/canned-answers, %s: %i",
    async (who, status) => {
      const res = await create({ title: `By ${who} ${++n}`, body: "Hello" }, callerHeaders(w, who));
      expect(res.statusCode).toBe(status);
      if (who === "manager")
        expect(res.json().error.message).toBe("Only an admin can manage the organization's canned answers.");
    },
  );

  it.each(walk({ ...session, member: 403, triage: 403, manager: 403, admin: 200 }))(
    "PATCH and DELETE canned-answers/{id}, %s: %i",
    async (who, status) => {
      const made = (await create({ title: `For ${who} ${++n}`, body: "Hello" })).json().data;
      const headers = callerHeaders(w, who);
      const edited = await t.app.inject({
        method: "PATCH",
        url: `/api/canned-answers/${made.id}`,
        headers,
        payload: { body: "Hi" },
      });
      expect(edited.statusCode).toBe(status);
      const del = await t.app.inject({ method: "DELETE", url: `/api/canned-answers/${made.id}`, headers });
      expect(del.statusCode).toBe(status === 200 ? 204 : status);
    },
  );

  it.each(
    walk({
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
    }),
  )("PATCH reports/{id} with a message, %s: %i", async (who, status) => {
    const res = await patch({ state: "checked", message: "Looking at it." }, callerHeaders(w, who));
    expect(res.statusCode).toBe(status);
    expect(await hunterReads()).toEqual(status === 200 ? [["member", "Looking at it."]] : []);
  });
});
