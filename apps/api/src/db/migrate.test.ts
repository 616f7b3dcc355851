import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createTestDatabase } from "../test/harness.ts";
import { migrateDatabase, migrationsFolder } from "./migrate.ts";

// Test databases are copies of one migrated per schema, and the copies outlive a run
// (test/migrated-template.ts): here the migrations run from nothing, on each database, every run.
it("migrates a blank database to the whole schema, and a second run changes nothing", async () => {
  const { database, drop } = await createTestDatabase({ blank: true });
  try {
    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8"));
    await migrateDatabase(database.db);
    const applied = async () =>
      (await database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)).rows[0];
    expect(await applied()).toEqual({ n: journal.entries.length });
    await migrateDatabase(database.db);
    expect(await applied()).toEqual({ n: journal.entries.length });
    const reports = await database.db.execute(sql`SELECT count(*)::int AS n FROM reports`);
    expect(reports.rows[0]).toEqual({ n: 0 });
  } finally {
    await drop();
  }
});
