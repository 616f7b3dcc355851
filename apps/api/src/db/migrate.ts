import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { type Db, withoutStatementTimeout } from "./client.ts";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** The advisory lock instances take to migrate one at a time (any constant; "bounty-migrate"). */
export const MIGRATION_LOCK = 0x626f756e;

/**
 * Brings the schema up to date; runs at every start. Instances starting at the same moment take turns
 * under a session advisory lock: the first applies what is missing, the others then find nothing to
 * do (drizzle's migrator alone would let two apply the same migration and one fail).
 */
export async function migrateDatabase(db: Db): Promise<void> {
  // Every handle openDatabase makes is drizzle over a pool (embedded PGlite's has one connection).
  const client = await (db as Db & { $client: pg.Pool }).$client.connect();
  let failed: Error | undefined;
  try {
    // Waiting for another instance's migration, and a long one (an index on a large table), are
    // not runaway queries: no statement timeout on this connection until it goes back to the pool.
    await withoutStatementTimeout(client, async () => {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migrate(drizzle(client, { casing: "snake_case" }), { migrationsFolder });
    });
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    // The migration's own error is the one to report; a lost connection has lost its lock anyway.
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch((err: Error) => {
      failed ??= err;
    });
    // A connection that failed is closed, not handed back to the pool.
    client.release(failed);
  }
}

/** This build's migrations, read once: readiness asks on every probe. */
let builtMigrations: { folderMillis: number }[] | null = null;

/** How many of this build's migrations the database has not applied (readiness: none). */
export async function pendingMigrations(db: Db): Promise<number> {
  builtMigrations ??= readMigrationFiles({ migrationsFolder });
  const files = builtMigrations;
  const { rows } = await db.execute<{ last: string | null }>(
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = Number(rows[0]?.last ?? 0);
  return files.filter((m) => m.folderMillis > last).length;
}
