import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { rateLimitWindows } from "../db/schema/index.ts";
import { createTestDatabase, testConfig } from "../test/harness.ts";
import { RateLimiter, rateLimitKey, sweepRateLimits } from "./rate-limit.ts";

// Two instances of the API on one database, as behind a load balancer: on PostgreSQL each has a pool
// of its own; on PGlite they share the one connection there is (the counting is still the database's).
let database: Database;
let second: Database;
let drop: () => Promise<void>;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  const created = await createTestDatabase();
  database = created.database;
  drop = created.drop;
  second = created.url ? await openDatabase({ url: created.url, dataDir: "memory://" }) : database;
  const env = { RATE_LIMIT_EMAIL_PER_HOUR: "3", RATE_LIMIT_IP_PER_HOUR: "1000", WORKER: "false" };
  a = await buildApp(testConfig(env), database);
  b = await buildApp(testConfig(env), second);
});
afterAll(async () => {
  await a.close();
  await b.close();
  if (second !== database) await second.close();
  await drop();
});

const ask = (app: FastifyInstance, email: string, ip = "10.9.0.1") =>
  app.inject({
    method: "POST",
    url: "/api/auth/request",
    payload: { strategy: "email", email, mode: "login" },
    remoteAddress: ip,
  });

describe("rate limits shared by every instance", () => {
  it("holds one address's sign-in limit across two instances", async () => {
    const codes = [];
    for (const app of [a, b, a, b]) codes.push((await ask(app, "shared@example.test")).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await ask(a, "shared@example.test");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
  });

  it("lets exactly the limit through when the hits arrive at once", async () => {
    const limiter = [new RateLimiter(database.db), new RateLimiter(second.db)];
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => limiter[i % 2]!.hit("burst", 5, 60_000, "Too many.")),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const [row] = await database.db
      .select()
      .from(rateLimitWindows)
      .where(sql`key = ${rateLimitKey("burst")}`);
    expect(row?.count).toBe(20);
  });

  it("starts a new window once the last one has passed, and the sweep forgets passed windows", async () => {
    const limiter = new RateLimiter(database.db);
    await limiter.hit("window", 1, 60_000, "Too many.");
    await expect(limiter.hit("window", 1, 60_000, "Too many.")).rejects.toMatchObject({
      code: "rate_limited",
    });
    // The window ends (as an hour passing would): the next hit counts from one again.
    await database.db.execute(sql`update rate_limit_windows set reset_at = now() - interval '1 second'`);
    await limiter.hit("window", 1, 60_000, "Too many.");
    await database.db.execute(
      sql`update rate_limit_windows set reset_at = now() - interval '1 second' where key <> ${rateLimitKey("window")}`,
    );
    expect(await sweepRateLimits(database.db)).toBeGreaterThan(0);
    const left = await database.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows);
    expect(left).toEqual([{ key: rateLimitKey("window") }]);
  });

  it("takes any key a client can send, of any length, and stores neither it nor its length", async () => {
    const limiter = new RateLimiter(database.db);
    const forwarded = `auth:ip:${"9".repeat(9000)}`;
    await limiter.hit(forwarded, 1, 60_000, "Too many.");
    await expect(limiter.hit(forwarded, 1, 60_000, "Too many.")).rejects.toMatchObject({
      code: "rate_limited",
    });
    const keys = (await database.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map(
      (r) => r.key,
    );
    expect(keys).toContain(rateLimitKey(forwarded));
    expect(keys.every((k) => k.length === 43)).toBe(true);
  });
});
