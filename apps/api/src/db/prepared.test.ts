import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, findUser, updateUser } from "../modules/users/users.repository.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { prepared } from "./prepared.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("prepared statements", () => {
  it("answer again after the pool replaced its connection", async () => {
    const { db, pool } = t.ctx.database;
    const user = await createUser(db, { displayName: "Prepared", email: null, nameSource: "prepared" });
    expect((await findUser(db, user.id))?.id).toBe(user.id);
    // A dropped connection: the pool opens a new one (on PGlite, to the same backend).
    const client = await pool.connect();
    client.release(true);
    expect((await findUser(db, user.id))?.displayName).toBe("Prepared");
  });

  it("read what the same transaction wrote", async () => {
    const { db } = t.ctx.database;
    const user = await createUser(db, { displayName: "Before", email: null, nameSource: "prepared-tx" });
    const seen = await db.transaction(async (tx) => {
      await updateUser(tx, user.id, { displayName: "Inside" });
      return (await findUser(tx, user.id))?.displayName;
    });
    expect(seen).toBe("Inside");
  });

  it("refuse a second statement of the same name", () => {
    const build = () =>
      prepared("prepared_test_twice", (db) => db.select({ one: sql`1` }).from(sql`(select 1) x`));
    build();
    expect(build).toThrow(/named prepared_test_twice/);
  });
});
