// Nothing secret in the logs (issue 26, item 4): a failed statement's parameters and PostgreSQL's
// own quoting of values never reach the log.
import { randomUUID } from "node:crypto";
import { PassThrough } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { privateInfos } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { serializeError } from "./log-serializers.ts";

let t: TestApp;
let logs = "";
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on("data", (c: Buffer) => {
    logs += c.toString();
  });
  t = await createTestApp({ LOG_LEVEL: "info" }, { logStream: stream });
});
afterAll(() => t.close());

const failure = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (e) {
    return e;
  }
  throw new Error("the statement did not fail");
};

it("logs a failed statement by its SQLSTATE and text, without the private values it carried", async () => {
  const canary = `canary-${randomUUID()}`;
  const db = t.ctx.database.db;
  // A private field (a recipient's name) in a statement that fails on a foreign key.
  const fk = await failure(() =>
    db.insert(privateInfos).values({
      userId: randomUUID(),
      name: canary,
      address1: canary,
      postCode: "1",
      city: "Tokyo",
      country: "JP",
    }),
  );
  // PostgreSQL quotes the value itself in this one.
  const cast = await failure(() => db.execute(sql`select ${canary}::int`));
  t.app.log.error({ err: fk }, "unhandled error");
  t.app.log.error({ err: cast }, "unhandled error");
  await new Promise((r) => setTimeout(r, 50));

  expect(logs).toContain("unhandled error"); // the lines were written at all
  expect(logs).toMatch(/database error 23503|database statement failed/);
  expect(logs).toContain("insert into");
  expect(logs).not.toContain(canary);
});

it("keeps other errors' type, message and stack, and drops whatever else hangs on them", () => {
  const err = Object.assign(new TypeError("bad thing"), { body: { password: "hunter2" } });
  const out = serializeError(err);
  expect(out).toMatchObject({ type: "TypeError", message: "bad thing" });
  expect(out.stack).toContain("bad thing");
  expect(JSON.stringify(out)).not.toContain("hunter2");
});
