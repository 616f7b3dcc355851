// Internal notes (spec 2 §5): the program's staff write them, only their author deletes them, and no
// answer, export, e-mail, chat message or event a hunter can receive ever carries one, nor a deleted
// message's words (the canary test).

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  report = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
});
afterAll(async () => t.close());

const notesUrl = () => `/api/reports/${report.id}/notes`;
const addNote = (headers: Record<string, string>, content: string) =>
  t.app.inject({ method: "POST", url: notesUrl(), headers, payload: { content } });

describe("internal notes", () => {
  it("lists the staff's notes oldest first with their authors, and only the author may delete one", async () => {
    const first = await addNote(w.manager.headers, "Reproduced on staging.");
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      content: "Reproduced on staging.",
      sender: { id: w.manager.user.id },
      can: { delete: true },
    });
    await addNote(w.admin.headers, "Check with the API team.");
    const seen = await t.app.inject({ url: notesUrl(), headers: w.manager.headers });
    expect(seen.json().meta).toEqual({ total: 2, page: 1, perPage: 400 });
    expect(
      seen.json().data.map((n: { content: string; can: { delete: boolean } }) => [n.content, n.can.delete]),
    ).toEqual([
      ["Reproduced on staging.", true],
      ["Check with the API team.", false],
    ]);
    const adminsNote = seen.json().data[1].id;
    const refused = await t.app.inject({
      method: "DELETE",
      url: `${notesUrl()}/${adminsNote}`,
      headers: w.manager.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Only its author can delete a note.");
    expect(
      (await t.app.inject({ method: "DELETE", url: `${notesUrl()}/${adminsNote}`, headers: w.admin.headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: "DELETE", url: `${notesUrl()}/${adminsNote}`, headers: w.admin.headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: notesUrl(), headers: w.admin.headers })).json().meta.total).toBe(1);
  });

  it("refuses an empty note and a note of another report's path", async () => {
    const empty = await addNote(w.manager.headers, " \n ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe("content: Write a note.");
    const other = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
    const note = (await addNote(w.manager.headers, "on the first report")).json().data.id;
    const crossed = await t.app.inject({
      method: "DELETE",
      url: `/api/reports/${other.id}/notes/${note}`,
      headers: w.manager.headers,
    });
    expect(crossed.statusCode).toBe(404);
  });
});

describe("the canary", () => {
  it("never reaches a hunter: neither a note nor a deleted message, in any answer, export, mail, chat or event", async () => {
    const canary = "CANARY-7f3a9c";
    await addNote(w.manager.headers, `note ${canary}`);
    const doomed = await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: w.manager.headers,
      payload: { report: report.id, content: `message ${canary}` },
    });
    await t.app.inject({
      method: "PUT",
      url: `/api/messages/${doomed.json().data.id}`,
      headers: w.manager.headers,
      payload: { content: `edit ${canary}` },
    });
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/messages/${doomed.json().data.id}`,
          headers: w.manager.headers,
        })
      ).statusCode,
    ).toBe(204);

    const messages = (
      await t.app.inject({ url: `/api/messages?report=${report.id}`, headers: w.sender.headers })
    ).json().data;
    const urls = [
      `/api/reports/${report.id}`,
      `/api/reports?view=hunter`,
      `/api/reports?view=hunter&s=${canary}`,
      `/api/messages?report=${report.id}`,
      ...messages.map((m: { id: string }) => `/api/messages/${m.id}/revisions`),
      `/api/references/${w.programs.open.slug}/${report.number}`,
      `/api/programs/${w.programs.open.slug}`,
      `/api/users/authenticated`,
    ];
    for (const headers of [w.sender.headers, w.keys.hunter]) {
      for (const url of urls) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain(canary);
      }
      const csv = await t.app.inject({
        url: "/api/reports?view=hunter",
        headers: { ...headers, accept: "text/csv" },
      });
      expect(csv.body).toContain(report.id);
      expect(csv.body).not.toContain(canary);
      const notes = await t.app.inject({ url: notesUrl(), headers });
      expect(notes.statusCode).toBe(403);
      expect(notes.body).not.toContain(canary);
    }
    expect(JSON.stringify(await mailbox.read())).not.toContain(canary);
    // Events feed the live stream, the activity feeds and the chat webhook; none holds the words.
    const stored = await t.ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from events where payload::text like ${`%${canary}%`}`,
    );
    expect(stored.rows[0]!.n).toBe(0);
    // The staff still read the note: the canary is there to be found.
    const staff = await t.app.inject({ url: notesUrl(), headers: w.manager.headers });
    expect(staff.body).toContain(canary);
  });
});
