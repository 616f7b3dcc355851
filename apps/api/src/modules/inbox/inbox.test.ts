// The in-app inbox (issue 31): the lines the notifications module writes with each event, in the
// reader's language, their read state, the report rule on every read, and every caller class.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, inboxItems, programManagers, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import {
  buildReportWorld,
  callerHeaders,
  type ReportCaller,
  type ReportWorld,
  reportCallers,
  submission,
  submitReport,
} from "../reports/core/reports.fixtures.ts";

let t: TestApp;
let w: ReportWorld;
let report: { id: string; number: number };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
  report = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
});
afterAll(() => t.close());

type Line = { id: string; text: string; path: string; read: boolean; reportId: string | null };
const inbox = async (headers: Record<string, string>, query = "") => {
  const res = await t.app.inject({ url: `/api/users/authenticated/inbox${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Line[]; meta: { total: number; unread: number } };
};
const markRead = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/users/authenticated/inbox/read", headers, payload });
const reply = (headers: Record<string, string>, content: string) =>
  t.app.inject({ method: "POST", url: "/api/messages", headers, payload: { report: report.id, content } });

describe("the inbox", () => {
  it("tells the program's staff of a new report, in their words, leading to it", async () => {
    const mine = await inbox(w.manager.headers);
    const line = mine.data.find((l) => l.reportId === report.id)!;
    expect(line).toMatchObject({
      text: `New report #${report.number}: ${w.programs.open.name}`,
      path: `/organizations/${w.org.id}/reports/${report.id}`,
      read: false,
    });
    expect(mine.meta.unread).toBeGreaterThanOrEqual(1);
    // The sender did it: no line of their own.
    expect((await inbox(w.sender.headers)).data.filter((l) => l.reportId === report.id)).toEqual([]);
  });

  it("tells the hunter of a reply even with its mail turned off, and opening the report marks it read", async () => {
    const db = t.ctx.database.db;
    await db
      .update(users)
      .set({ notificationPreferences: { reportReplies: false } as never })
      .where(eq(users.id, w.sender.user.id));
    await db
      .update(users)
      .set({ settings: { language: "fr", theme: "light" } })
      .where(eq(users.id, w.sender.user.id));
    expect((await reply(w.manager.headers, "Thanks, we reproduce it.")).statusCode).toBe(201);
    const before = await inbox(w.sender.headers, "?unread=true");
    expect(before.data.map((l) => l.text)).toContain(
      `Nouveau message sur le rapport n°${report.number} : ${w.programs.open.name}`,
    );
    expect(before.data[0]!.path).toBe(`/reports/${report.id}`);
    const marked = await markRead(w.sender.headers, { report: report.id });
    expect(marked.json().data).toEqual({ marked: 1, unread: before.meta.unread - 1 });
    const after = await inbox(w.sender.headers);
    expect(after.data.find((l) => l.reportId === report.id)!.read).toBe(true);
    expect((await inbox(w.sender.headers, "?unread=true")).data.some((l) => l.reportId === report.id)).toBe(
      false,
    );
  });

  it("marks all read, and only the caller's own lines", async () => {
    await reply(w.sender.headers, "One more detail.");
    const adminBefore = (await inbox(w.admin.headers)).meta.unread;
    expect((await markRead(w.manager.headers, { all: true })).json().data.unread).toBe(0);
    expect((await inbox(w.manager.headers)).meta.unread).toBe(0);
    expect((await inbox(w.admin.headers)).meta.unread).toBe(adminBefore);
  });

  it("drops a report's lines at once for a manager removed from its program", async () => {
    await reply(w.sender.headers, "Still there?");
    expect((await inbox(w.manager.headers)).data.some((l) => l.reportId === report.id)).toBe(true);
    const db = t.ctx.database.db;
    await db.delete(programManagers).where(eq(programManagers.memberId, w.manager.memberId));
    try {
      const gone = await inbox(w.manager.headers);
      expect(gone.data.some((l) => l.reportId === report.id)).toBe(false);
      expect(gone.meta.unread).toBe(0);
    } finally {
      await db.insert(programManagers).values([
        { programId: w.programs.open.id, memberId: w.manager.memberId },
        { programId: w.programs.private.id, memberId: w.manager.memberId },
      ]);
    }
  });

  it("counts the bell's unread lines up to 100", async () => {
    const unread = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: "/api/users/authenticated/inbox/unread", headers })).json().data.unread;
    expect(await unread(w.admin.headers)).toBe((await inbox(w.admin.headers)).meta.unread);
    const db = t.ctx.database.db;
    const made = await db
      .insert(events)
      .values(
        Array.from({ length: 120 }, () => ({
          type: "user.payout.paid",
          organizationId: null,
          actorId: null,
          userId: w.otherHunter.user.id,
          payload: { amount: 10_000 },
        })),
      )
      .returning({ id: events.id });
    await db
      .insert(inboxItems)
      .values(made.map((e) => ({ recipientId: w.otherHunter.user.id, eventId: e.id })));
    expect(await unread(w.otherHunter.headers)).toBe(100);
    expect((await inbox(w.otherHunter.headers)).meta.total).toBe(120);
  });

  it("refuses a request that names no lines, in words", async () => {
    const res = await markRead(w.sender.headers, { some: true });
    expect(res.statusCode).toBe(400);
    expect((await markRead(w.sender.headers, { events: [] })).statusCode).toBe(400);
  });
});

describe("the inbox, every caller class", () => {
  const expected: Record<ReportCaller, number> = {
    anonymous: 401,
    sender: 200,
    senderKey: 403,
    otherHunter: 200,
    approved: 200,
    member: 200,
    triage: 200,
    manager: 200,
    admin: 200,
    adminKey: 403,
    otherAdmin: 200,
  };
  it.each(reportCallers.map((c) => [c, expected[c]] as const))("%s: %i", async (who, status) => {
    const headers = callerHeaders(w, who);
    const list = await t.app.inject({ url: "/api/users/authenticated/inbox", headers });
    expect(list.statusCode).toBe(status);
    const read = await markRead(headers, { all: true });
    expect(read.statusCode).toBe(status);
    const bell = await t.app.inject({ url: "/api/users/authenticated/inbox/unread", headers });
    expect(bell.statusCode).toBe(status);
    // Nobody outside the report's sender and staff ever holds a line of it.
    if (status === 200 && ["otherHunter", "approved", "member", "triage", "otherAdmin"].includes(who))
      expect(list.json().data.some((l: Line) => l.reportId === report.id)).toBe(false);
  });
});
