// The conversation's rows of docs/authorization-matrix.md: every kind of caller on every message,
// attachment-deletion and note route.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { multipartBody, tinyPng } from "../../users/users.fixtures.ts";
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

const callers = reportCallers;
type Caller = ReportCaller;
type Expected = Record<Caller, number>;
const walk = (expected: Expected) => callers.map((who) => [who, expected[who]] as const);

const headersOf = (who: Caller) => callerHeaders(w, who);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
  report = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
});
afterAll(async () => t.close());

/** Whoever may not read the report learns nothing of it: the same 404 as a missing one. */
const strangers = {
  anonymous: 401,
  otherHunter: 404,
  approved: 404,
  member: 404,
  triage: 404,
  adminKey: 404,
  otherAdmin: 404,
} as const;

const message = async (who: "sender" | "manager", content = "a message") => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/messages",
    headers: headersOf(who),
    payload: { report: report.id, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
};

describe("GET /api/messages", () => {
  it.each(walk({ ...strangers, sender: 200, senderKey: 200, manager: 200, admin: 200 }))(
    "%s: %i",
    async (who, status) => {
      const res = await t.app.inject({ url: `/api/messages?report=${report.id}`, headers: headersOf(who) });
      expect(res.statusCode).toBe(status);
    },
  );
});

describe("POST /api/messages", () => {
  it.each(walk({ ...strangers, sender: 201, senderKey: 403, manager: 201, admin: 201 }))(
    "%s: %i",
    async (who, status) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/messages",
        headers: headersOf(who),
        payload: { report: report.id, content: `from ${who}` },
      });
      expect(res.statusCode).toBe(status);
    },
  );
});

describe.each(["sender", "manager"] as const)("PUT /api/messages/{id} on the %s's message", (author) => {
  let id: string;
  beforeAll(async () => {
    id = await message(author);
  });
  const own = author === "sender";
  it.each(
    walk({
      ...strangers,
      sender: own ? 200 : 403,
      senderKey: 403,
      manager: own ? 403 : 200,
      admin: own ? 403 : 200,
    }),
  )("%s: %i", async (who, status) => {
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/messages/${id}`,
      headers: headersOf(who),
      payload: { content: `edited by ${who}` },
    });
    expect(res.statusCode).toBe(status);
  });
});

describe.each(["sender", "manager"] as const)("DELETE /api/messages/{id} on the %s's message", (author) => {
  const own = author === "sender";
  it.each(
    walk({
      ...strangers,
      sender: own ? 204 : 403,
      senderKey: 403,
      manager: own ? 403 : 204,
      admin: own ? 403 : 204,
    }),
  )("%s: %i", async (who, status) => {
    const id = await message(author);
    const res = await t.app.inject({ method: "DELETE", url: `/api/messages/${id}`, headers: headersOf(who) });
    expect(res.statusCode).toBe(status);
  });
});

describe("GET /api/messages/{id}/revisions", () => {
  it.each(walk({ ...strangers, sender: 200, senderKey: 200, manager: 200, admin: 200 }))(
    "%s: %i",
    async (who, status) => {
      const id = await message("sender");
      const res = await t.app.inject({ url: `/api/messages/${id}/revisions`, headers: headersOf(who) });
      expect(res.statusCode).toBe(status);
    },
  );
});

describe.each(["sender", "manager"] as const)(
  "DELETE /api/messages/{id}/attachments/{name} on the %s's message",
  (author) => {
    const own = author === "sender";
    it.each(
      walk({
        ...strangers,
        sender: own ? 204 : 403,
        senderKey: 403,
        manager: own ? 403 : 204,
        admin: own ? 403 : 204,
      }),
    )("%s: %i", async (who, status) => {
      const id = await message(author);
      const body = multipartBody([
        { field: "files", filename: "shot.png", contentType: "image/png", content: tinyPng },
      ]);
      const upload = await t.app.inject({
        method: "POST",
        url: `/api/messages/${id}/attachments`,
        headers: { ...headersOf(author), ...body.headers },
        payload: body.payload,
      });
      expect(upload.statusCode).toBe(201);
      const res = await t.app.inject({
        method: "DELETE",
        url: `/api/messages/${id}/attachments/shot.png`,
        headers: headersOf(who),
      });
      expect(res.statusCode).toBe(status);
    });
  },
);

// Notes: the sender (and the sender's key) may read the report, so they are told notes are not theirs.
const noteReaders: Expected = { ...strangers, sender: 403, senderKey: 403, manager: 200, admin: 200 };

describe("GET /api/reports/{id}/notes", () => {
  it.each(walk(noteReaders))("%s: %i", async (who, status) => {
    const res = await t.app.inject({ url: `/api/reports/${report.id}/notes`, headers: headersOf(who) });
    expect(res.statusCode).toBe(status);
  });
});

describe("POST /api/reports/{id}/notes", () => {
  it.each(walk({ ...noteReaders, manager: 201, admin: 201 }))("%s: %i", async (who, status) => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/reports/${report.id}/notes`,
      headers: headersOf(who),
      payload: { content: `note by ${who}` },
    });
    expect(res.statusCode).toBe(status);
  });
});

describe("DELETE /api/reports/{id}/notes/{noteId} on the manager's note", () => {
  it.each(walk({ ...noteReaders, manager: 204, admin: 403 }))("%s: %i", async (who, status) => {
    const note = await t.app.inject({
      method: "POST",
      url: `/api/reports/${report.id}/notes`,
      headers: w.manager.headers,
      payload: { content: "the manager's note" },
    });
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/reports/${report.id}/notes/${note.json().data.id}`,
      headers: headersOf(who),
    });
    expect(res.statusCode).toBe(status);
  });
});
