import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createTestDatabase } from "../test/harness.ts";
import { openDatabase } from "./client.ts";
import { migrateDatabase, migrationsFolder, pendingMigrations } from "./migrate.ts";

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

it("migrates once when three instances start at the same moment", async () => {
  const { database, url, drop } = await createTestDatabase({ blank: true });
  // On PostgreSQL each instance has its own pool; embedded PGlite has one connection to share.
  const others = url
    ? await Promise.all([1, 2].map(() => openDatabase({ url, dataDir: "memory://" })))
    : [database, database];
  try {
    await Promise.all([database, ...others].map((d) => migrateDatabase(d.db)));
    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8"));
    const applied = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]).toEqual({ n: journal.entries.length });
    expect(await pendingMigrations(database.db)).toBe(0);
  } finally {
    if (url) await Promise.all(others.map((d) => d.close()));
    await drop();
  }
});

it("counts the migrations a database lacks", async () => {
  const { database, drop } = await createTestDatabase();
  try {
    expect(await pendingMigrations(database.db)).toBe(0);
    await database.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    expect(await pendingMigrations(database.db)).toBe(1);
  } finally {
    await drop();
  }
});
