import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../../db/errors.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const TOKEN = "metrics-token-0123456789";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe("health", () => {
  it("answers liveness, at the new address and the old one", async () => {
    for (const url of ["/api/health/live", "/api/health"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { ok: true } });
    }
  });

  it("is ready with a database that answers and every migration applied", async () => {
    const res = await get("/api/health/ready");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ready: true,
      checks: { database: "ok", migrations: "ok", draining: false },
    });
  });

  it("is not ready while draining, and says so", async () => {
    t.ctx.lifecycle.draining = true;
    try {
      const res = await get("/api/health/ready");
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        code: "unavailable",
        message: "Not ready: this instance is shutting down.",
      });
      // Liveness is another question: the process still answers.
      expect((await get("/api/health/live")).statusCode).toBe(200);
    } finally {
      t.ctx.lifecycle.draining = false;
    }
  });

  it("is not ready while a migration of this build is missing from the database", async () => {
    const db = t.ctx.database.db;
    const [last] = (
      await db.execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await get("/api/health/ready");
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe("Not ready: 1 migration is not applied yet.");
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at}::bigint)`,
      );
    }
    expect((await get("/api/health/ready")).statusCode).toBe(200);
  });
});

describe("a database that cannot be reached", () => {
  it("is told apart from a failing query, a client that hangs up and another service that refuses", () => {
    const serverError = (code: string, message = "server says no") =>
      Object.assign(new pg.DatabaseError(message, 0, "error"), { code });
    const viaDrizzle = (cause: Error) =>
      Object.assign(new Error("Failed query: select 1"), {
        name: "DrizzleQueryError",
        query: "select 1",
        cause,
      });
    const refused = () =>
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    for (const err of [
      viaDrizzle(refused()),
      viaDrizzle(new Error("Connection terminated unexpectedly")),
      new Error("timeout exceeded when trying to connect"),
      serverError("57P01", "terminating connection due to administrator command"),
      viaDrizzle(serverError("57P03", "the database system is starting up")),
      serverError("53300", "sorry, too many clients already"),
      serverError("08006"),
    ])
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
    for (const err of [
      serverError("23505", "duplicate key"),
      viaDrizzle(serverError("42P01", 'relation "x" does not exist')),
      // A client that drops its upload, and S3 or a provider refusing: not the database.
      Object.assign(new Error("aborted"), { code: "ECONNRESET" }),
      refused(),
      new Error("Something else"),
      "not an error",
    ])
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
  });

  // PostgreSQL only: its pool opens new connections, so pointing it at a closed port and ending the
  // open ones is the database going away; PGlite's one connection lives in this process.
  it.runIf(!!process.env.DATABASE_URL)(
    "answers 503 with a clear message and Retry-After, readiness says why, and service returns without a restart",
    async () => {
      const pool = t.ctx.database.pool as unknown as { options: { connectionString: string } };
      const address = pool.options.connectionString;
      const closed = new URL(address);
      closed.port = "1";
      pool.options.connectionString = closed.toString();
      const admin = new pg.Client({ connectionString: address });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [closed.pathname.slice(1)],
      );
      await admin.end();
      try {
        let res = await get(`/api/programs/${randomUUID()}`);
        for (let i = 0; i < 10 && res.statusCode !== 503; i++)
          res = await get(`/api/programs/${randomUUID()}`);
        expect(res.statusCode).toBe(503);
        expect(res.headers["retry-after"]).toBe("5");
        expect(res.json().error).toEqual({
          code: "unavailable",
          message:
            "The service is briefly unavailable: its database cannot be reached. Please try again in a moment.",
        });
        // The scrape still answers, with the process's and the pool's figures, and says why.
        const scraped = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
        expect(scraped.statusCode).toBe(200);
        expect(scraped.body).toMatch(/bounty_database_up 0/);
        expect(scraped.body).toMatch(/bounty_db_pool_connections\{state="total"\}/);
        const ready = await get("/api/health/ready");
        expect(ready.statusCode).toBe(503);
        expect(ready.json().error.message).toMatch(/^Not ready: the database cannot be used/);
      } finally {
        pool.options.connectionString = address;
      }
      expect((await get("/api/health/ready")).statusCode).toBe(200);
      expect((await get("/api/programs?perPage=1")).statusCode).toBe(200);
    },
  );
});

describe("metrics", () => {
  it("answers 404 when no token is set, so figures are never public by default", async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ url: "/metrics" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/json/);
    } finally {
      await plain.close();
    }
  });

  it("refuses a scraper without the token or with another", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-0123456789" },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const res = await get("/metrics", headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    }
  });

  it("counts requests by route pattern and shows the pool, the queues, the outbox and live streams", async () => {
    await get(`/api/programs/${randomUUID()}`);
    await get("/api/health/live");
    const res = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /bounty_http_requests_total\{method="GET",route="\/api\/programs\/:id",status="404"\} \d+/,
    );
    expect(text).toMatch(
      /bounty_http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} \d+/,
    );
    expect(text).not.toMatch(/route="\/api\/programs\/[0-9a-f]{8}-/);
    expect(text).toMatch(
      /bounty_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health\/live"\}/,
    );
    expect(text).toMatch(/bounty_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/bounty_live_connections 0/);
    expect(text).toMatch(/bounty_mail_outbox_oldest_pending_seconds \d/);
    expect(text).toContain("# TYPE bounty_job_queue_depth gauge");
    expect(text).toContain("process_resident_memory_bytes");
    expect(text).toMatch(/bounty_database_up 1/);
  });
});
