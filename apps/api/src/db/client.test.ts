import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("a failing query outside a transaction does not fail the next one (pg-pool replaces the connection)", async () => {
  const db = t.ctx.database.db;
  // Twice, so a connection replaced after a failure is itself replaced again.
  await expect(db.execute(sql`select 1/0`)).rejects.toThrow();
  const r = await db.execute(sql`select 1 as one`);
  expect(r.rows[0]).toEqual({ one: 1 });
  await expect(db.execute(sql`select * from no_such_table`)).rejects.toThrow();
  const r2 = await db.execute(sql`select 2 as two`);
  expect(r2.rows[0]).toEqual({ two: 2 });
});
