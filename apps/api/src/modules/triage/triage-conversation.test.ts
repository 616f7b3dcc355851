// Issue 47: the triage page shows the hunter's conversation with the organization beside the triage
// thread: every message both sides read, with its files, and never the organization's internal notes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { submission, submitReport } from "../reports/core/reports.fixtures.ts";
import { multipartBody, tinyPng } from "../users/users.fixtures.ts";
import { buildTriageWorld, type TriageWorld } from "./triage.fixtures.ts";

let t: TestApp;
let w: TriageWorld;
let reportId: string;
const NOTE_MARKER = "internal-note-marker-4471";

const post = (headers: Record<string, string>, url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildTriageWorld(t);
  reportId = (await w.report()).id;
  await post(w.manager.headers, "/api/messages", { report: reportId, content: "Which account did you use?" });
  const answer = await post(w.sender.headers, "/api/messages", { report: reportId, content: "A fresh one." });
  const files = multipartBody([
    { field: "files", filename: "steps.png", contentType: "image/png", content: tinyPng },
  ]);
  await t.app.inject({
    method: "POST",
    url: `/api/messages/${answer.json().data.id}/attachments`,
    headers: { ...w.sender.headers, ...files.headers },
    payload: files.payload,
  });
  const slip = await post(w.sender.headers, "/api/messages", {
    report: reportId,
    content: "Wrong report, sorry",
  });
  await t.app.inject({
    method: "DELETE",
    url: `/api/messages/${slip.json().data.id}`,
    headers: w.sender.headers,
  });
  const note = await post(w.manager.headers, `/api/reports/${reportId}/notes`, { content: NOTE_MARKER });
  expect(note.statusCode).toBe(201);
});
afterAll(() => t.close());

const read = (headers: Record<string, string>, query = "") =>
  t.app.inject({ url: `/api/triage/${reportId}/conversation${query}`, headers });

describe("the hunter's conversation on the triage page", () => {
  it("reads every message both sides read, oldest first, the description first, and no internal note", async () => {
    const res = await read(w.platformTriager.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(NOTE_MARKER);
    const { data, meta } = res.json();
    expect(meta).toEqual({ total: 4, page: 1, perPage: 300 });
    expect(data.map((m: { affiliation: string; description: boolean; deleted: boolean }) => m)).toMatchObject(
      [
        { affiliation: "hunter", description: true, deleted: false },
        { affiliation: "member", content: "Which account did you use?", sender: { id: w.manager.user.id } },
        { affiliation: "hunter", content: "A fresh one.", attachments: [{ name: "steps.png" }] },
        { affiliation: "hunter", content: null, deleted: true, attachments: [] },
      ],
    );
    const file = data[2].attachments[0];
    expect(file.url).toBe(`/api/triage/${data[2].id}/attachments/steps.png`);
    const download = await t.app.inject({ url: file.url, headers: w.platformTriager.headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyPng)).toBe(true);
  });

  it("pages as the report's messages do, and refuses a page size past the spec's", async () => {
    const second = (await read(w.triage.headers, "?page=2&perPage=3")).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0].deleted).toBe(true);
    expect((await read(w.triage.headers, "?page=9")).json().data).toEqual([]);
    const tooMany = await read(w.triage.headers, "?perPage=301");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBeTruthy();
  });

  it("answers 404 for a report of a program that is not triaged, and for its files, to every side", async () => {
    const other = await submitReport(
      t,
      w.approved.headers,
      submission(w.programs.private.id, w.scopes.private.id),
    );
    const description = await t.app.inject({ url: `/api/reports/${other.id}`, headers: w.approved.headers });
    const descriptionId = description.json().data.messages.latest.id as string;
    const files = multipartBody([
      { field: "files", filename: "p.png", contentType: "image/png", content: tinyPng },
    ]);
    const attached = await t.app.inject({
      method: "POST",
      url: `/api/messages/${descriptionId}/attachments`,
      headers: { ...w.approved.headers, ...files.headers },
      payload: files.payload,
    });
    expect(attached.statusCode).toBe(201);
    for (const who of [w.triage, w.platformTriager, w.manager, w.admin]) {
      const conversation = await t.app.inject({
        url: `/api/triage/${other.id}/conversation`,
        headers: who.headers,
      });
      expect(conversation.statusCode).toBe(404);
      const file = await t.app.inject({
        url: `/api/triage/${descriptionId}/attachments/p.png`,
        headers: who.headers,
      });
      expect(file.statusCode).toBe(404);
    }
    const notId = await t.app.inject({ url: "/api/triage/not-an-id/conversation", headers: w.admin.headers });
    expect(notId.statusCode).toBe(400);
    const nobody = await t.app.inject({
      url: "/api/triage/00000000-0000-4000-8000-000000000000/conversation",
      headers: w.admin.headers,
    });
    expect(nobody.statusCode).toBe(404);
  });
});
