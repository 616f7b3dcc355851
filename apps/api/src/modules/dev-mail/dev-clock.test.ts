import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

describe("the dev clock (runs the disclosure schedule at a given moment)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WORKER: "0" });
  });
  afterAll(async () => t.close());
  const run = (remoteAddress: string, at = new Date().toISOString()) =>
    t.app.inject({ method: "POST", url: "/api/dev/disclosure-clock", remoteAddress, payload: { at } });

  it("runs for this machine and says what it did", async () => {
    const res = await run("127.0.0.1");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ published: 0, reminded: 0, disclosed: 0 });
  });

  it("is the unknown-path 404 for any other peer, and refuses a bad moment", async () => {
    expect((await run("192.0.2.7")).statusCode).toBe(404);
    expect((await run("127.0.0.1", "next week")).statusCode).toBe(400);
  });
});

describe("in production", () => {
  it("does not exist", async () => {
    const t = await createTestApp({
      WORKER: "0",
      NODE_ENV: "production",
      SMTP_URL: "smtp://127.0.0.1:1",
      PUBLIC_URL: "https://bounty.example",
      JWT_SECRET: "x".repeat(40),
    });
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/dev/disclosure-clock",
        payload: { at: new Date().toISOString() },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
