// DATABASE_STATEMENT_TIMEOUT_MS (PostgreSQL): a runaway statement is cancelled and its request answered
// 503, never left holding a connection; migrations run without the limit and give it back.
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_TOO_SLOW, registerErrorHandler } from "../http/errors.ts";
import { createTestDatabase } from "../test/harness.ts";
import { type Database, openDatabase } from "./client.ts";
import { MIGRATION_LOCK, migrateDatabase, pendingMigrations } from "./migrate.ts";
import { JOB_SETUP_LOCK, withStartupLock } from "./startup-lock.ts";

const onPostgres = !!process.env.DATABASE_URL;
let database: Database;
let drop: () => Promise<void>;
let url: string;

beforeAll(async () => {
  if (!onPostgres) return;
  const created = await createTestDatabase({ blank: true });
  drop = created.drop;
  url = created.url!;
  database = await openDatabase({ url, dataDir: "memory://", statementTimeoutMs: 300 });
});
afterAll(async () => {
  if (!onPostgres) return;
  await database?.close();
  await drop?.();
});

describe.runIf(onPostgres)("the statement timeout", () => {
  // Another instance holding the lock for longer than the timeout: the wait is not a runaway query.
  const heldElsewhere = async (lock: number, work: () => Promise<unknown>) => {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query("select pg_advisory_lock($1)", [lock]);
    const done = work();
    await new Promise((r) => setTimeout(r, 800));
    await other.query("select pg_advisory_unlock($1)", [lock]);
    await other.end();
    return done;
  };

  it("lets migrations wait for another instance's lock past it, and gives the connection back with it", async () => {
    await heldElsewhere(MIGRATION_LOCK, () => migrateDatabase(database.db));
    expect(await pendingMigrations(database.db)).toBe(0);
    const { rows } = await database.pool.query("show statement_timeout");
    expect(rows[0].statement_timeout).toBe("300ms");
  });

  it("lets the job queues' setup wait for another instance past it", async () => {
    await expect(
      heldElsewhere(JOB_SETUP_LOCK, () => withStartupLock(database, async () => "set up")),
    ).resolves.toBe("set up");
    const { rows } = await database.pool.query("show statement_timeout");
    expect(rows[0].statement_timeout).toBe("300ms");
  });

  it("cancels a longer statement, and its request answers 503 with Retry-After", async () => {
    const app = Fastify();
    registerErrorHandler(app, { spaFallback: false });
    app.get("/slow", async () => database.db.execute(sql`select pg_sleep(2)`));
    await app.ready();
    const started = Date.now();
    const res = await app.inject({ url: "/slow" });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json().error).toEqual({ code: "unavailable", message: DATABASE_TOO_SLOW });
    // The connection is free again.
    expect((await database.db.execute(sql`select 1 as one`)).rows[0]).toEqual({ one: 1 });
    await app.close();
  });
});
