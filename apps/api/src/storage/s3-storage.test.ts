// Files in an S3-compatible bucket (issue 45): the storage against a real S3 server on loopback, then
// two instances of the API on one database and one bucket, a file uploaded through one and downloaded
// through the other.
import { createHash, randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { buildReportWorld, type ReportWorld, submission } from "../modules/reports/core/reports.fixtures.ts";
import { multipartBody, tinyPng } from "../modules/users/users.fixtures.ts";
import { createTestApp, type TestApp, testConfig } from "../test/harness.ts";
import { startS3Server } from "../test/s3-server.ts";
import { chooseStorage } from "./choose-storage.ts";
import { FileTooLargeError, type Storage } from "./storage.ts";

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: Storage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = chooseStorage(testConfig({ ...s3.env, S3_PREFIX: "unit/" }));
});
afterAll(async () => {
  await s3.close();
});

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const streamOf = (b: Buffer, chunk = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < b.length; at += chunk) yield b.subarray(at, at + chunk);
    })(),
  );
/** Every object the S3 server holds, by its key (s3rver keeps each as a folder of its own). */
const objectKeys = async () =>
  (await readdir(s3.directory, { recursive: true }))
    .map(String)
    .filter((p) => p.endsWith("._S3rver_object"))
    .map((p) => p.replace(/^bounty-files\//, "").replace(/\._S3rver_object$/, ""));

describe("S3 storage", () => {
  it("puts, reads, streams and deletes a file, under the installation's prefix", async () => {
    await storage.put("avatars/a/one.png", tinyPng);
    expect(await storage.get("avatars/a/one.png")).toEqual(tinyPng);
    expect(await objectKeys()).toContain("unit/avatars/a/one.png");
    const found = await storage.getStream("avatars/a/one.png");
    expect(found?.size).toBe(tinyPng.length);
    found?.stream.destroy();
    // A HEAD's read: the size from HeadObject, an empty stream.
    const head = await storage.getStream("avatars/a/one.png", { headOnly: true });
    expect(head?.size).toBe(tinyPng.length);
    expect(await head?.stream.toArray()).toEqual([]);
    await storage.delete("avatars/a/one.png");
    expect(await storage.get("avatars/a/one.png")).toBeNull();
    expect(await storage.getStream("avatars/a/one.png")).toBeNull();
    expect(await storage.getStream("avatars/a/one.png", { headOnly: true })).toBeNull();
  });

  it("streams a 12 MB upload in parts and streams it back whole", async () => {
    const big = randomBytes(12 * 1024 * 1024);
    expect(await storage.putStream("attachments/r/big.bin", streamOf(big), 30 * 1024 * 1024)).toBe(
      big.length,
    );
    const found = await storage.getStream("attachments/r/big.bin");
    expect(found?.size).toBe(big.length);
    const back: Buffer[] = [];
    for await (const chunk of found!.stream) back.push(chunk as Buffer);
    expect(sha(Buffer.concat(back))).toBe(sha(big));
  });

  it("stops an upload past its limit with FileTooLargeError and keeps nothing of it", async () => {
    const big = randomBytes(7 * 1024 * 1024);
    await expect(
      storage.putStream("attachments/r/too-big.bin", streamOf(big), 6 * 1024 * 1024),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storage.get("attachments/r/too-big.bin")).toBeNull();
    expect((await objectKeys()).filter((k) => k.includes("too-big"))).toEqual([]);
  });

  it("refuses a key that is not one of ours before any request", async () => {
    await expect(storage.put("../escape", tinyPng)).rejects.toThrow("Unsafe storage key");
  });
});

describe("two instances on one database and one bucket", () => {
  let a: TestApp;
  let b: FastifyInstance;
  let second: Database;
  let w: ReportWorld;
  let messageId: string;

  beforeAll(async () => {
    a = await createTestApp(s3.env);
    const url = process.env.DATABASE_URL ? await databaseUrlOf(a) : null;
    second = url ? await openDatabase({ url, dataDir: "memory://" }) : a.ctx.database;
    // Another DATA_DIR: nothing this instance serves can come from the first one's disk.
    b = await buildApp(testConfig({ ...s3.env, WORKER: "false" }), second);
    w = await buildReportWorld(a);
    const sent = await a.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: w.sender.headers,
      payload: submission(w.programs.open.id, w.scopes.open.id),
    });
    messageId = sent.json().data.messages.latest.id;
  });
  afterAll(async () => {
    await b.close();
    if (second !== a.ctx.database) await second.close();
    await a.close();
  });

  it("downloads through B a report file uploaded through A", async () => {
    const proof = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(3 * 1024 * 1024)]);
    const body = multipartBody([
      { field: "files", filename: "proof.pdf", contentType: "application/pdf", content: proof },
    ]);
    const up = await a.app.inject({
      method: "POST",
      url: `/api/messages/${messageId}/attachments`,
      headers: { ...w.sender.headers, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const down = await b.inject({
      url: `/api/messages/${messageId}/attachments/proof.pdf`,
      headers: w.sender.headers,
    });
    expect(down.statusCode).toBe(200);
    expect(down.headers["content-length"]).toBe(String(proof.length));
    expect(sha(down.rawPayload)).toBe(sha(proof));
    const head = await b.inject({
      method: "HEAD",
      url: `/api/messages/${messageId}/attachments/proof.pdf`,
      headers: w.sender.headers,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(proof.length));
    expect(head.rawPayload.length).toBe(0);
    expect((await objectKeys()).some((k) => k.startsWith("attachments/"))).toBe(true);
  });

  it("serves through B an avatar stored through A", async () => {
    const body = multipartBody([{ filename: "me.png", contentType: "image/png", content: tinyPng }]);
    const up = await a.app.inject({
      method: "PUT",
      url: `/api/users/${w.sender.user.id}/avatar`,
      headers: { ...w.sender.headers, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const image = await b.inject({ url: up.json().data.icon });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload).toEqual(tinyPng);
  });
});

/** The first instance's database address on PostgreSQL (the harness made a new database for it). */
async function databaseUrlOf(t: TestApp): Promise<string> {
  const { rows } = await t.ctx.database.pool.query<{ db: string }>("select current_database() as db");
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.db}`;
  return url.toString();
}
