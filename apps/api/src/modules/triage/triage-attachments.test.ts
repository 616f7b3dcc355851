// Issue 32: a triage message's files (spec 2 §7: the message, then its files): uploaded by the
// message's author, read by both sides of the triage, never by the hunter or anyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { multipartBody, tinyPng } from "../users/users.fixtures.ts";
import { buildTriageWorld, type TriageCaller, type TriageWorld, triageHeaders } from "./triage.fixtures.ts";

let t: TestApp;
let w: TriageWorld;
let reportId: string;
let messageId: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTriageWorld(t);
  reportId = (await w.report()).id;
  const posted = await t.app.inject({
    method: "POST",
    url: `/api/triage/${reportId}/messages`,
    headers: w.triage.headers,
    payload: { content: "Screenshot of the repro attached." },
  });
  messageId = posted.json().data.messages[0].id;
});
afterAll(() => t.close());

const upload = (who: TriageCaller, url = `/api/triage/${messageId}/attachments/${reportId}`) => {
  const body = multipartBody([
    { field: "files", filename: "repro.png", contentType: "image/png", content: tinyPng },
  ]);
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...triageHeaders(w, who), ...body.headers },
    payload: body.payload,
  });
};

describe("triage attachments", () => {
  it("lets the message's author attach a file, shown on the vulnerability with its download", async () => {
    const res = await upload("triage");
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0]).toMatchObject({ name: "repro.png", mimetype: "image/png" });
    const detail = await t.app.inject({
      url: `/api/triage/${w.programs.open.id}/reports/${reportId}`,
      headers: w.manager.headers,
    });
    const [file] = detail.json().data.messages[0].attachments;
    expect(file.url).toBe(`/api/triage/${messageId}/attachments/repro.png`);
    const download = await t.app.inject({ url: file.url, headers: w.admin.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toContain("attachment");
    expect(download.rawPayload.equals(tinyPng)).toBe(true);
  });

  it.each([
    ["anonymous", 401, 401],
    ["sender", 404, 404],
    ["senderKey", 403, 403],
    ["otherHunter", 404, 404],
    ["member", 404, 404],
    ["manager", 403, 200],
    ["platformTriager", 403, 200],
    ["adminKey", 403, 403],
    ["otherAdmin", 404, 404],
    ["staff", 404, 404],
  ] as const)("answers %s %i to upload and %i to download", async (who, up, down) => {
    expect((await upload(who)).statusCode).toBe(up);
    const res = await t.app.inject({
      url: `/api/triage/${messageId}/attachments/repro.png`,
      headers: triageHeaders(w, who),
    });
    expect(res.statusCode).toBe(down);
  });

  it("refuses another vulnerability's id, and a name that is not there", async () => {
    const other = (await w.report()).id;
    expect((await upload("triage", `/api/triage/${messageId}/attachments/${other}`)).statusCode).toBe(404);
    const missing = await t.app.inject({
      url: `/api/triage/${messageId}/attachments/nothing.png`,
      headers: w.triage.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("shows the report's own files on the vulnerability, downloaded by its triage and no one else (issues 44, 47)", async () => {
    const report = (await w.report()) as unknown as { id: string; messages: { latest: { id: string } } };
    const descriptionId = report.messages.latest.id;
    const body = multipartBody([
      { field: "files", filename: "poc.png", contentType: "image/png", content: tinyPng },
    ]);
    const attached = await t.app.inject({
      method: "POST",
      url: `/api/messages/${descriptionId}/attachments`,
      headers: { ...w.sender.headers, ...body.headers },
      payload: body.payload,
    });
    expect(attached.statusCode).toBe(201);
    const detail = (
      await t.app.inject({
        url: `/api/triage/${w.programs.open.id}/reports/${report.id}`,
        headers: w.platformTriager.headers,
      })
    ).json().data;
    expect(detail.attachments).toEqual([
      expect.objectContaining({ name: "poc.png", url: `/api/triage/${descriptionId}/attachments/poc.png` }),
    ]);
    expect(detail).toMatchObject({
      target: { path: null, snippet: null },
      project: { id: w.programs.open.id },
      organization: { id: w.org.id },
      originalResource: null,
      nextAction: { type: "triage" },
    });
    const expected: [TriageCaller, number][] = [
      ["anonymous", 401],
      ["sender", 404],
      ["otherHunter", 404],
      ["member", 404],
      ["otherAdmin", 404],
      ["manager", 200],
      ["triage", 200],
      ["platformTriager", 200],
    ];
    for (const [who, status] of expected) {
      const res = await t.app.inject({ url: detail.attachments[0].url, headers: triageHeaders(w, who) });
      expect(res.statusCode, who).toBe(status);
      if (status === 200) expect(res.rawPayload.equals(tinyPng)).toBe(true);
    }
    // A later message of the hunter's conversation is the triage's to read too (issue 47), and only its.
    const later = await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: w.sender.headers,
      payload: { report: report.id, content: "More details." },
    });
    expect(later.statusCode).toBe(201);
    const laterId = later.json().data.id as string;
    const laterBody = multipartBody([
      { field: "files", filename: "more.png", contentType: "image/png", content: tinyPng },
    ]);
    await t.app.inject({
      method: "POST",
      url: `/api/messages/${laterId}/attachments`,
      headers: { ...w.sender.headers, ...laterBody.headers },
      payload: laterBody.payload,
    });
    for (const [who, status] of expected) {
      const res = await t.app.inject({
        url: `/api/triage/${laterId}/attachments/more.png`,
        headers: triageHeaders(w, who),
      });
      expect(res.statusCode, who).toBe(status);
    }
  });
});
