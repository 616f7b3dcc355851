import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openStream, waitFor } from "../live/live.fixtures.ts";
import {
  buildReportWorld,
  type ReportWorld,
  submission,
  submitReport,
} from "../reports/core/reports.fixtures.ts";

// Who may see a report is read fresh at every request (report-viewer.ts). These tests change a
// caller's standing, then look through every door: the detail, the notes, the list, search, the CSV
// export and the live stream. Each looks first while the caller still may, so it cannot pass by
// finding nothing for another reason.

// The world's programs have fixed names: one app, with its own database, per case.
let t: TestApp;
let base: string;
beforeEach(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterEach(async () => t.close());

const get = (url: string, headers: Record<string, string>, accept = "application/json") =>
  t.app.inject({ url, headers: { ...headers, accept } });

/** A report to the world's open program (managed by `manager`) with a unique word, and a note on it. */
async function reportWithNote(w: ReportWorld) {
  const word = `kiwi${Math.random().toString(36).slice(2, 10)}`;
  const report = await submitReport(
    t,
    w.sender.headers,
    submission(w.programs.open.id, w.scopes.open.id, { title: `Stored XSS ${word}` }),
  );
  const note = await t.app.inject({
    method: "POST",
    url: `/api/reports/${report.id}/notes`,
    headers: w.admin.headers,
    payload: { content: `Internal ${word}` },
  });
  expect(note.statusCode).toBe(201);
  return { ...report, word };
}

/** What `headers` finds of the report through each door. */
async function doors(headers: Record<string, string>, report: { id: string; word: string }) {
  const detail = await get(`/api/reports/${report.id}`, headers);
  const notes = await get(`/api/reports/${report.id}/notes`, headers);
  const list = (await get("/api/reports?view=org", headers)).json();
  const search = (await get(`/api/reports?view=org&s=${report.word}`, headers)).json();
  const csv = await get(`/api/reports?view=org&s=${report.word}`, headers, "text/csv");
  return {
    detail: detail.statusCode,
    notes: notes.statusCode,
    listed: (list.data ?? []).some((r: { id: string }) => r.id === report.id),
    found: search.meta?.total ?? 0,
    exported: csv.body.includes(report.word),
  };
}

type Stream = Awaited<ReturnType<typeof openStream>>;

/**
 * Whether `stream` hears a message posted on the report now. The sender's stream, which always
 * does, says when to stop waiting: the event fans out to every stream in one pass.
 */
async function hearsNewMessage(w: ReportWorld, stream: Stream, reportId: string) {
  const sender = await openStream(base, w.sender.headers);
  const before = stream.heard.length;
  try {
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: w.admin.headers,
      payload: { report: reportId, content: "Fixed in the next release." },
    });
    expect(posted.statusCode).toBe(201);
    await waitFor(
      () => sender.heard.some((h) => h.event === "report.message.submitted"),
      "the sender's event",
    );
    await new Promise((r) => setTimeout(r, 200));
    return stream.heard.slice(before).some((h) => h.data.reportId === reportId);
  } finally {
    await sender.close();
  }
}

const sees = { detail: 200, notes: 200, listed: true, found: 1, exported: true };

describe("who may see a report after their standing changes", () => {
  it("a manager taken off the program finds nothing of its reports and notes", async () => {
    const w = await buildReportWorld(t);
    const report = await reportWithNote(w);
    expect(await doors(w.manager.headers, report)).toEqual(sees);
    // A stream opened while they managed the program, still open after the change.
    const stream = await openStream(base, w.manager.headers);
    expect(await hearsNewMessage(w, stream, report.id)).toBe(true);

    const off = await t.app.inject({
      method: "PUT",
      url: `/api/programs/${w.programs.open.id}`,
      headers: w.admin.headers,
      payload: { managers: [] },
    });
    expect(off.statusCode).toBe(200);
    // Still a member, now one without the program: its reports are not theirs to know of (404, as in
    // docs/authorization-matrix.md).
    expect(await doors(w.manager.headers, report)).toEqual({
      detail: 404,
      notes: 404,
      listed: false,
      found: 0,
      exported: false,
    });
    expect(await hearsNewMessage(w, stream, report.id)).toBe(false);
    const fresh = await openStream(base, w.manager.headers);
    expect(await hearsNewMessage(w, fresh, report.id)).toBe(false);
    await Promise.all([stream.close(), fresh.close()]);
  });

  it("a member removed from the organization finds nothing of the programs they managed", async () => {
    const w = await buildReportWorld(t);
    const report = await reportWithNote(w);
    expect(await doors(w.manager.headers, report)).toEqual(sees);
    const stream = await openStream(base, w.manager.headers);
    expect(await hearsNewMessage(w, stream, report.id)).toBe(true);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/organizations/${w.org.id}/members/${w.manager.memberId}`,
      headers: w.admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    // Another tenant's report now: 404, as if it did not exist.
    expect(await doors(w.manager.headers, report)).toEqual({
      detail: 404,
      notes: 404,
      listed: false,
      found: 0,
      exported: false,
    });
    expect(await hearsNewMessage(w, stream, report.id)).toBe(false);
    await stream.close();
  });

  it("a hunter removed from a private program keeps their own report, never its notes, and cannot send another", async () => {
    const w = await buildReportWorld(t);
    const own = await submitReport(
      t,
      w.approved.headers,
      submission(w.programs.private.id, w.scopes.private.id),
    );
    const applications = await get(`/api/applications?program=${w.programs.private.id}`, w.admin.headers);
    const application = applications
      .json()
      .data.find((a: { hunter: { id: string } }) => a.hunter.id === w.approved.user.id);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/applications/${application.id}`,
      headers: w.admin.headers,
    });
    expect(removed.statusCode).toBe(200);

    // The sender part of the rule (decisions.md): their report and its conversation stay theirs.
    expect((await get(`/api/reports/${own.id}`, w.approved.headers)).statusCode).toBe(200);
    expect((await get(`/api/reports/${own.id}/notes`, w.approved.headers)).statusCode).toBe(403);
    const mine = (await get("/api/reports?view=hunter", w.approved.headers)).json();
    expect(mine.data.map((r: { id: string }) => r.id)).toEqual([own.id]);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: w.approved.headers,
      payload: submission(w.programs.private.id, w.scopes.private.id),
    });
    expect(again.statusCode).toBe(404);
  });
});
