// A report's conversation: writing, reading, editing with versions, deleting, attachments' deletion,
// and a stopped program's refusal (spec 2 §4 "Messages").
import { DEFAULT_NOTIFICATION_PREFERENCES, PROGRAM_STOPPED_TEXT } from "@bounty/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { programs, reportAttachments, reports, users } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { testMailbox } from "../../../test/mailbox.ts";
import { multipartBody, tinyPng } from "../../users/users.fixtures.ts";
import { buildReportWorld, type ReportWorld, submission, submitReport } from "../core/reports.fixtures.ts";

let t: TestApp;
let w: ReportWorld;
let report: { id: string; number: number };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
});
afterAll(async () => t.close());
beforeEach(async () => {
  report = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
});

const post = (headers: Record<string, string>, content: string, reportId = report.id) =>
  t.app.inject({ method: "POST", url: "/api/messages", headers, payload: { report: reportId, content } });
const list = (headers: Record<string, string>, query = "") =>
  t.app.inject({ url: `/api/messages?report=${report.id}${query}`, headers });
const edit = (headers: Record<string, string>, id: string, content: string) =>
  t.app.inject({ method: "PUT", url: `/api/messages/${id}`, headers, payload: { content } });
const remove = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: "DELETE", url: `/api/messages/${id}`, headers });
const messagesOf = async (headers: Record<string, string>) => (await list(headers)).json().data;
const descriptionId = async () => (await messagesOf(w.sender.headers))[0].id as string;

describe("POST and GET /api/messages", () => {
  it("keeps the conversation oldest first, each message with its side, and moves the report's counts", async () => {
    const hunter = await post(w.sender.headers, "  Any update?  ");
    expect(hunter.statusCode).toBe(201);
    expect(hunter.json().data).toMatchObject({
      content: "Any update?",
      affiliation: "hunter",
      description: false,
      sender: { id: w.sender.user.id },
      can: { edit: true, delete: true, attach: true, deleteAttachments: true },
    });
    const member = await post(w.manager.headers, "We are on it.");
    expect(member.json().data).toMatchObject({ affiliation: "member", sender: { id: w.manager.user.id } });

    const res = await list(w.sender.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total: 3, page: 1, perPage: 300 });
    expect(body.data.map((m: { content: string }) => m.content)).toEqual([
      submission("", "").content,
      "Any update?",
      "We are on it.",
    ]);
    expect(body.data.map((m: { description: boolean }) => m.description)).toEqual([true, false, false]);
    // The hunter may not touch the organization's words.
    expect(body.data[2].can).toEqual({ edit: false, delete: false, attach: false, deleteAttachments: false });

    const [row] = await t.ctx.database.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row!.messageCount).toBe(3);
    expect(row!.lastCommentAt?.toISOString()).toBe(member.json().data.sentAt);
  });

  it("pages the conversation and answers the last page as cheaply as the first", async () => {
    for (const n of [1, 2, 3]) await post(w.sender.headers, `message ${n}`);
    const second = (await list(w.manager.headers, "&perPage=2&page=2")).json();
    expect(second.data.map((m: { content: string }) => m.content)).toEqual(["message 2", "message 3"]);
    expect(second.meta).toEqual({ total: 4, page: 2, perPage: 2 });
    expect((await list(w.manager.headers, "&perPage=2&page=3")).json().data).toEqual([]);
    expect((await list(w.manager.headers, "&perPage=301")).statusCode).toBe(400);
  });

  it("refuses an empty message, unknown fields and someone else's report, changing nothing", async () => {
    const empty = await post(w.sender.headers, "   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe("content: Write a message.");
    const extra = await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: w.sender.headers,
      payload: { report: report.id, content: "x", affiliation: "member" },
    });
    expect(extra.statusCode).toBe(400);
    expect((await post(w.otherHunter.headers, "hello")).statusCode).toBe(404);
    expect((await post(w.sender.headers, "x", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await list(w.sender.headers)).json().meta.total).toBe(1);
  });

  it("refuses new messages and files once the program is stopped, with the spec's text; editing goes on", async () => {
    const mine = (await post(w.sender.headers, "before the stop")).json().data;
    await t.ctx.database.db
      .update(programs)
      .set({ status: "stopped" })
      .where(eq(programs.id, w.programs.open.id));
    try {
      for (const headers of [w.sender.headers, w.manager.headers]) {
        const res = await post(headers, "after the stop");
        expect(res.statusCode).toBe(409);
        expect(res.json().error.message).toBe(PROGRAM_STOPPED_TEXT);
      }
      const body = multipartBody([
        { field: "files", filename: "a.png", contentType: "image/png", content: tinyPng },
      ]);
      const upload = await t.app.inject({
        method: "POST",
        url: `/api/messages/${mine.id}/attachments`,
        headers: { ...w.sender.headers, ...body.headers },
        payload: body.payload,
      });
      expect(upload.statusCode).toBe(409);
      expect((await messagesOf(w.sender.headers))[1].can.attach).toBe(false);
      expect((await edit(w.sender.headers, mine.id, "fixed typo")).statusCode).toBe(200);
    } finally {
      await t.ctx.database.db
        .update(programs)
        .set({ status: "open" })
        .where(eq(programs.id, w.programs.open.id));
    }
  });
});

describe("mail about a new message", () => {
  it("tells the other side with the number, program and link only, and respects report replies", async () => {
    const mailbox = testMailbox(() => t);
    await mailbox.clear();
    try {
      await post(w.sender.headers, "secret payload details");
      const mails = await mailbox.read();
      expect(mails.map((m) => m.to).sort()).toEqual([w.admin.user.email, w.manager.user.email].sort());
      expect(mails[0]!.text).toContain(`/organizations/${w.org.id}/reports/${report.id}`);
      await mailbox.clear();
      await post(w.manager.headers, "secret answer details");
      const answers = await mailbox.read();
      expect(answers.map((m) => [m.to, m.subject])).toEqual([
        [w.sender.user.email, `New message on report #${report.number}: ${w.programs.open.name}`],
      ]);
      expect(answers[0]!.text).toContain(`/reports/${report.id}`);
      expect(JSON.stringify([...mails, ...answers])).not.toContain("secret");
      expect(JSON.stringify([...mails, ...answers])).not.toContain("Stored XSS");

      await mailbox.clear();
      const quiet = { ...DEFAULT_NOTIFICATION_PREFERENCES, reportReplies: false };
      await t.ctx.database.db
        .update(users)
        .set({ notificationPreferences: quiet })
        .where(eq(users.id, w.sender.user.id));
      await post(w.manager.headers, "another answer");
      expect(await mailbox.read()).toEqual([]);
    } finally {
      await t.ctx.database.db
        .update(users)
        .set({ notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES })
        .where(eq(users.id, w.sender.user.id));
    }
  });
});

describe("PUT /api/messages/{id} and its versions", () => {
  it("keeps the first text as version 1 and each edit after it, with its editor", async () => {
    const id = (await post(w.sender.headers, "first words")).json().data.id;
    expect((await edit(w.sender.headers, id, "second words")).json().data).toMatchObject({
      content: "second words",
      revisions: 2,
    });
    await edit(w.sender.headers, id, "third words");
    const versions = await t.app.inject({ url: `/api/messages/${id}/revisions`, headers: w.manager.headers });
    expect(versions.statusCode).toBe(200);
    expect(
      versions
        .json()
        .data.map((v: { number: number; content: string; editor: { id: string } }) => [
          v.number,
          v.content,
          v.editor.id,
        ]),
    ).toEqual([
      [1, "first words", w.sender.user.id],
      [2, "second words", w.sender.user.id],
      [3, "third words", w.sender.user.id],
    ]);
    const [seen] = (await messagesOf(w.manager.headers)).slice(1);
    expect(seen).toMatchObject({ content: "third words", revisions: 3 });
    expect(seen.editedAt).not.toBeNull();
  });

  it("lets the organization fix its own side's messages, never the hunter's; the hunter only their own", async () => {
    const mine = (await post(w.sender.headers, "hunter words")).json().data.id;
    const managers = (await post(w.manager.headers, "manager words")).json().data.id;
    expect((await edit(w.manager.headers, mine, "rewritten")).statusCode).toBe(403);
    expect((await edit(w.sender.headers, managers, "rewritten")).statusCode).toBe(403);
    expect((await edit(w.admin.headers, managers, "the admin's fix")).statusCode).toBe(200);
    expect((await edit(w.keys.hunter, mine, "by key")).statusCode).toBe(403);
    expect((await edit(w.otherHunter.headers, mine, "stranger")).statusCode).toBe(404);
    const texts = (await messagesOf(w.sender.headers)).map((m: { content: string }) => m.content);
    expect(texts.slice(1)).toEqual(["hunter words", "the admin's fix"]);
  });

  it("rewrites what search reads when the description is edited", async () => {
    const id = await descriptionId();
    expect((await edit(w.sender.headers, id, "Redirect via the zebraparam")).statusCode).toBe(200);
    const found = async (s: string) =>
      (await t.app.inject({ url: `/api/reports?view=org&s=${s}`, headers: w.manager.headers }))
        .json()
        .data.map((r: { id: string }) => r.id);
    expect(await found("zebraparam")).toContain(report.id);
    const [row] = await t.ctx.database.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row!.searchText).not.toContain("steps to reproduce");
    const detail = await t.app.inject({ url: `/api/reports/${report.id}`, headers: w.sender.headers });
    expect(detail.json().data.content).toBe("Redirect via the zebraparam");
  });
});

describe("DELETE /api/messages/{id}", () => {
  it("takes the words, versions and files away for everyone and shows who deleted it and when", async () => {
    const id = (await post(w.manager.headers, "secret-canary-words")).json().data.id;
    await edit(w.manager.headers, id, "secret-canary-words again");
    const body = multipartBody([
      { field: "files", filename: "a.png", contentType: "image/png", content: tinyPng },
    ]);
    const upload = await t.app.inject({
      method: "POST",
      url: `/api/messages/${id}/attachments`,
      headers: { ...w.manager.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const [file] = await t.ctx.database.db
      .select()
      .from(reportAttachments)
      .where(eq(reportAttachments.messageId, id));

    expect((await remove(w.manager.headers, id)).statusCode).toBe(204);
    for (const headers of [w.sender.headers, w.manager.headers, w.admin.headers]) {
      const res = await list(headers);
      expect(res.body).not.toContain("secret-canary");
      expect(res.json().data[1]).toMatchObject({
        id,
        content: null,
        deleted: true,
        deletedBy: { id: w.manager.user.id },
        attachments: [],
        revisions: 0,
        can: { edit: false, delete: false },
      });
    }
    const versions = await t.app.inject({ url: `/api/messages/${id}/revisions`, headers: w.admin.headers });
    expect(versions.json().data).toEqual([]);
    expect(await t.ctx.storage.getStream(file!.storageKey)).toBeNull();
    const download = await t.app.inject({
      url: `/api/messages/${id}/attachments/a.png`,
      headers: w.admin.headers,
    });
    expect(download.statusCode).toBe(404);
    expect((await remove(w.manager.headers, id)).statusCode).toBe(409);
    expect((await edit(w.manager.headers, id, "back")).statusCode).toBe(409);
  });

  it("keeps the description (edit it instead) and the other side's messages", async () => {
    const description = await remove(w.sender.headers, await descriptionId());
    expect(description.statusCode).toBe(409);
    expect(description.json().error.message).toBe("The description cannot be deleted; edit it instead.");
    const mine = (await post(w.sender.headers, "hunter words")).json().data.id;
    expect((await remove(w.manager.headers, mine)).statusCode).toBe(403);
    expect((await remove(w.otherAdmin.headers, mine)).statusCode).toBe(404);
    expect((await remove(w.sender.headers, mine)).statusCode).toBe(204);
  });
});

describe("DELETE /api/messages/{id}/attachments/{name}", () => {
  const attach = async (headers: Record<string, string>, id: string) => {
    const body = multipartBody([
      { field: "files", filename: "shot.png", contentType: "image/png", content: tinyPng },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/messages/${id}/attachments`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
  };
  const del = (headers: Record<string, string>, id: string, name = "shot.png") =>
    t.app.inject({ method: "DELETE", url: `/api/messages/${id}/attachments/${name}`, headers });

  it("lets the hunter side delete the hunter's files and the organization side its own", async () => {
    const hunterMessage = await descriptionId();
    await attach(w.sender.headers, hunterMessage);
    const memberMessage = (await post(w.manager.headers, "see the file")).json().data.id;
    await attach(w.manager.headers, memberMessage);

    expect((await del(w.manager.headers, hunterMessage)).statusCode).toBe(403);
    expect((await del(w.sender.headers, memberMessage)).statusCode).toBe(403);
    expect((await del(w.otherHunter.headers, hunterMessage)).statusCode).toBe(404);
    expect((await del(w.sender.headers, hunterMessage)).statusCode).toBe(204);
    expect((await del(w.admin.headers, memberMessage)).statusCode).toBe(204);
    expect((await del(w.admin.headers, memberMessage)).statusCode).toBe(404);
    const download = await t.app.inject({
      url: `/api/messages/${hunterMessage}/attachments/shot.png`,
      headers: w.sender.headers,
    });
    expect(download.statusCode).toBe(404);
  });
});
