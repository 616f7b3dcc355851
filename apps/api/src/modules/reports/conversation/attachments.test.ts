// Message attachments: the author uploads (multipart field files, each under 30 MB, all or none),
// whoever reads the report downloads, always as a download.
import { readdir } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";
import { ATTACHMENT_MAX_BYTES } from "@bounty/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reportAttachments } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { multipartBody, tinyPng } from "../../users/users.fixtures.ts";
import { buildReportWorld, type ReportWorld, submission } from "../core/reports.fixtures.ts";

let t: TestApp;
let w: ReportWorld;
let report: { id: string; messages: { latest: { id: string } } };
let messageId: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildReportWorld(t);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/reports",
    headers: w.sender.headers,
    payload: submission(w.programs.open.id, w.scopes.open.id),
  });
  report = res.json().data;
  messageId = report.messages.latest.id;
});
afterAll(async () => t.close());

const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(200, 32)]);
const upload = (
  headers: Record<string, string>,
  parts: Parameters<typeof multipartBody>[0],
  id = messageId,
) => {
  const body = multipartBody(parts);
  return t.app.inject({
    method: "POST",
    url: `/api/messages/${id}/attachments`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const files = (...names: string[]) =>
  names.map((filename, i) => ({
    field: "files",
    filename,
    contentType: "text/html",
    content: i % 2 === 0 ? tinyPng : pdf,
  }));
const storedFiles = async () => {
  const dir = join(t.ctx.config.DATA_DIR, "files", "attachments", report.id);
  return readdir(dir).catch(() => [] as string[]);
};

describe("POST /api/messages/{id}/attachments", () => {
  it("refuses a file name with a control character (a carriage return) with a 400, storing nothing", async () => {
    for (const filename of ["a\rb.png", "a\u0000b.png"]) {
      const res = await upload(w.sender.headers, [...files("good.png"), ...files(filename)]);
      expect(res.statusCode, JSON.stringify(filename)).toBe(400);
      expect(res.json().error.message).toMatch(/^files: /);
    }
    expect(await storedFiles()).toEqual([]);
  });
  it("attaches the author's files, typed from their bytes, under names unique in the message", async () => {
    const res = await upload(w.sender.headers, files("shot.png", "../../etc/proof.pdf", "shot.png"));
    expect(res.statusCode).toBe(201);
    const names = res.json().data.map((a: { name: string; mimetype: string }) => [a.name, a.mimetype]);
    expect(names).toEqual([
      ["shot.png", "image/png"],
      ["proof.pdf", "application/pdf"],
      ["shot (2).png", "image/png"],
    ]);
    const read = await t.app.inject({ url: `/api/reports/${report.id}`, headers: w.sender.headers });
    expect(read.json().data.attachments.map((a: { url: string }) => a.url)).toEqual([
      `/api/messages/${messageId}/attachments/proof.pdf`,
      `/api/messages/${messageId}/attachments/shot%20(2).png`,
      `/api/messages/${messageId}/attachments/shot.png`,
    ]);
    expect(await storedFiles()).toHaveLength(3);
  });

  it.each([
    ["30 MB", 30 * 1024 * 1024],
    ["30 MB and a byte", 30 * 1024 * 1024 + 1],
  ])("refuses a file of %s with the spec's message, and keeps none of that upload", async (_, bytes) => {
    const before = (await t.ctx.database.db.select().from(reportAttachments)).length;
    const storedBefore = (await storedFiles()).length;
    const big = {
      field: "files",
      filename: "big.bin",
      contentType: "application/octet-stream",
      content: Buffer.alloc(bytes),
    };
    const res = await upload(w.sender.headers, [...files("first.png"), big]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe("You can upload attachments smaller than 30MB");
    expect(await t.ctx.database.db.select().from(reportAttachments)).toHaveLength(before);
    expect(await storedFiles()).toHaveLength(storedBefore);
  });

  it("takes a file one byte under 30 MB", async () => {
    const res = await upload(w.sender.headers, [
      {
        field: "files",
        filename: "edge.bin",
        contentType: "application/octet-stream",
        content: Buffer.alloc(ATTACHMENT_MAX_BYTES),
      },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0].size).toBe(ATTACHMENT_MAX_BYTES);
  });

  it("leaves nothing behind when the client goes away mid-upload", async () => {
    const before = (await t.ctx.database.db.select().from(reportAttachments)).length;
    const storedBefore = (await storedFiles()).length;
    const body = multipartBody([
      ...files("whole.png"),
      ...files("cut.png").map((f) => ({ ...f, content: Buffer.alloc(8 * 1024 * 1024) })),
    ]);
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const req = request(`${base}/api/messages/${messageId}/attachments`, {
      method: "POST",
      headers: { ...w.sender.headers, ...body.headers, "content-length": String(body.payload.length) },
    });
    req.on("error", () => undefined);
    // Half the body: the first file is stored whole and the second is being written when the client leaves.
    req.write(body.payload.subarray(0, body.payload.length / 2));
    await vi.waitFor(async () => expect((await storedFiles()).length).toBe(storedBefore + 2), {
      timeout: 5_000,
    });
    req.destroy();
    await vi.waitFor(async () => expect(await storedFiles()).toHaveLength(storedBefore), { timeout: 5_000 });
    expect(await t.ctx.database.db.select().from(reportAttachments)).toHaveLength(before);
  });

  it("takes files in the field named files only, and at least one", async () => {
    const wrong = await upload(w.sender.headers, [{ ...files("a.png")[0]!, field: "file" }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe("Send the files in a field named files.");
    const none = await t.app.inject({
      method: "POST",
      url: `/api/messages/${messageId}/attachments`,
      headers: { ...w.sender.headers, "content-type": "application/json" },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
  });

  it.each([
    ["anonymous", () => ({}), 401],
    ["the sender's API key", () => w.keys.hunter, 403],
    ["another hunter", () => w.otherHunter.headers, 404],
    ["a member without the program", () => w.member.headers, 404],
    ["the program's manager (not the author)", () => w.manager.headers, 403],
    ["the admin (not the author)", () => w.admin.headers, 403],
    ["another organization's admin", () => w.otherAdmin.headers, 404],
  ])("%s: %i", async (_who, headers, status) => {
    const res = await upload(headers(), files("x.png"));
    expect(res.statusCode).toBe(status);
  });
});

describe("GET /api/messages/{id}/attachments/{name}", () => {
  const download = (headers: Record<string, string>, name = "proof.pdf") =>
    t.app.inject({ url: `/api/messages/${messageId}/attachments/${encodeURIComponent(name)}`, headers });

  it("sends the file as a download, with its detected type, no sniffing and a sandbox", async () => {
    const res = await download(w.manager.headers);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="proof.pdf"; filename*=UTF-8''proof.pdf`,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(res.headers["cache-control"]).toContain("no-store");
  });

  it("answers a HEAD with the file's headers and size, and no body; a stranger's HEAD is a 404", async () => {
    const url = `/api/messages/${messageId}/attachments/proof.pdf`;
    const head = await t.app.inject({ method: "HEAD", url, headers: w.manager.headers });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(pdf.length));
    expect(head.headers["content-disposition"]).toContain("attachment");
    expect(head.rawPayload.length).toBe(0);
    expect((await t.app.inject({ method: "HEAD", url, headers: w.otherHunter.headers })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ["anonymous", () => ({}), 404],
    ["the sender", () => w.sender.headers, 200],
    ["the sender's API key", () => w.keys.hunter, 200],
    ["another hunter", () => w.otherHunter.headers, 404],
    ["a member without the program", () => w.member.headers, 404],
    ["a triage member", () => w.triage.headers, 404],
    ["the program's manager", () => w.manager.headers, 200],
    ["the admin", () => w.admin.headers, 200],
    ["the admin's API key", () => w.keys.admin, 404],
    ["another organization's admin", () => w.otherAdmin.headers, 404],
  ])("%s: %i", async (_who, headers, status) => {
    expect((await download(headers())).statusCode).toBe(status);
  });

  it("answers 404 for a name the message does not have", async () => {
    expect((await download(w.sender.headers, "nope.pdf")).statusCode).toBe(404);
    const rows = await t.ctx.database.db
      .select()
      .from(reportAttachments)
      .where(eq(reportAttachments.messageId, messageId));
    expect(rows.length).toBeGreaterThan(0);
  });
});
