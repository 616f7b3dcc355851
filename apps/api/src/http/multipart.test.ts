// One request must never stop the server (issue 44): every multipart route reads its body through
// http/multipart.ts, so a body cut short, a bad boundary or a client gone mid-upload is that request's
// 4xx. These requests go over a real socket to a listening server: a parser error nobody listens to
// ends the process, and the server then stops answering.
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportAttachments } from "../db/schema/index.ts";
import { buildReportWorld, type ReportWorld, submission } from "../modules/reports/core/reports.fixtures.ts";
import { buildSignedInUser } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { malformedMultipart, rawRequest } from "../test/raw-http.ts";

let t: TestApp;
let port: number;
let w: ReportWorld;
let report: { id: string; messages: { latest: { id: string } } };
const escaped: unknown[] = [];
const keep = (e: unknown) => escaped.push(e);

beforeAll(async () => {
  process.on("unhandledRejection", keep);
  process.on("uncaughtException", keep);
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
  w = await buildReportWorld(t);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/reports",
    headers: w.sender.headers,
    payload: submission(w.programs.open.id, w.scopes.open.id),
  });
  report = res.json().data;
});
afterAll(async () => {
  process.off("unhandledRejection", keep);
  process.off("uncaughtException", keep);
  await t.close();
});

/** The API document's multipart operations, with their path parameters filled by `id`. */
function multipartRoutes(id: () => string): { method: string; path: string }[] {
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.requestBody?.content && "multipart/form-data" in op.requestBody.content)
      .map(([method, _]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, id) })),
  );
}

const stillAnswers = async () => {
  const health = await rawRequest(port, { method: "GET", path: "/api/health" });
  expect(health).toMatchObject({ status: 200 });
};

describe("malformed multipart bodies", () => {
  it("finds every multipart route in the API document", () => {
    const paths = multipartRoutes(() => "{id}").map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/messages/{id}/attachments",
        "/api/triage/{id}/attachments/{id}",
        "/api/programs/{id}/import/{id}/attachments",
        "/api/programs/{id}/import/csv",
        "/api/users/{id}/avatar",
      ]),
    );
  });

  it.each(malformedMultipart().map((b) => [b.name, b] as const))(
    "%s: a 4xx from every multipart route, from a hunter with ids that exist nowhere, and the server answers after",
    async (_name, bad) => {
      const { headers } = await buildSignedInUser(t.ctx);
      for (const route of multipartRoutes(() => randomUUID())) {
        const answer = await rawRequest(port, {
          ...route,
          headers: { ...headers, "content-type": bad.type },
          body: bad.body,
        });
        expect(answer, `${route.method} ${route.path}`).toMatchObject({ status: expect.any(Number) });
        const { status } = answer as { status: number };
        expect(status, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(400);
        expect(status, `${route.method} ${route.path}`).toBeLessThan(500);
      }
      await stillAnswers();
      expect(escaped).toEqual([]);
    },
  );

  it.each(malformedMultipart().map((b) => [b.name, b] as const))(
    "%s: the message's author gets a 4xx with a message and nothing is stored",
    async (_name, bad) => {
      const messageId = report.messages.latest.id;
      const answer = await rawRequest(port, {
        method: "POST",
        path: `/api/messages/${messageId}/attachments`,
        headers: { ...w.sender.headers, "content-type": bad.type },
        body: bad.body,
      });
      const { status, body } = answer as { status: number; body: string };
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(JSON.parse(body).error.message).toMatch(/\w/);
      const rows = await t.ctx.database.db
        .select()
        .from(reportAttachments)
        .where(eq(reportAttachments.messageId, messageId));
      expect(rows).toEqual([]);
      const dir = join(t.ctx.config.DATA_DIR, "files", "attachments", report.id);
      expect(await readdir(dir).catch(() => [])).toEqual([]);
      expect(escaped).toEqual([]);
    },
  );

  it("a client that goes away mid-upload leaves nothing stored and the server answering", async () => {
    const messageId = report.messages.latest.id;
    const bad = malformedMultipart().find((b) => b.name === "cut short inside a file")!;
    const body = Buffer.concat([bad.body, Buffer.alloc(200_000, 1)]);
    for (const path of [
      `/api/messages/${messageId}/attachments`,
      `/api/messages/${randomUUID()}/attachments`,
      `/api/programs/${w.programs.open.id}/import/csv`,
    ]) {
      await rawRequest(port, {
        method: "POST",
        path,
        headers: {
          ...w.sender.headers,
          "content-type": bad.type,
          "content-length": String(body.length + 1000),
        },
        body,
        cut: 100_000,
      });
    }
    await new Promise((r) => setTimeout(r, 200));
    await stillAnswers();
    const dir = join(t.ctx.config.DATA_DIR, "files", "attachments", report.id);
    expect(await readdir(dir).catch(() => [])).toEqual([]);
    expect(escaped).toEqual([]);
  });

  // Last: it stores a file, which the tests above check never happens.
  it("takes a file whose bytes hold the boundary's text (only a delimiter that starts a line counts)", async () => {
    const body = `--zz\r\nContent-Disposition: form-data; name="files"; filename="a.bin"\r\n\r\ntrailer--zz--x\r\n--zz--\r\n`;
    const answer = await rawRequest(port, {
      method: "POST",
      path: `/api/messages/${report.messages.latest.id}/attachments`,
      headers: { ...w.sender.headers, "content-type": "multipart/form-data; xboundary=aa; boundary=zz" },
      body,
    });
    expect(answer).toMatchObject({ status: 201 });
  });
});
