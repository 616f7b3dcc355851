// DATABASE_STATEMENT_TIMEOUT_MS (PostgreSQL): a runaway statement is cancelled and its request answered
// 503, never left holding a connection; migrations run without the limit and give it back.
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_TOO_SLOW, registerErrorHandler } from "../http/errors.ts";
import { createTestDatabase } from "../test/harness.ts";
import { type Database, openDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

const onPostgres = !!process.env.DATABASE_URL;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (!onPostgres) return;
  const created = await createTestDatabase({ blank: true });
  drop = created.drop;
  database = await openDatabase({ url: created.url!, dataDir: "memory://", statementTimeoutMs: 300 });
});
afterAll(async () => {
  if (!onPostgres) return;
  await database?.close();
  await drop?.();
});

describe.runIf(onPostgres)("the statement timeout", () => {
  it("lets migrations run without it, and gives the connection back with it", async () => {
    await migrateDatabase(database.db);
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
