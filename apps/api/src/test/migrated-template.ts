import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase, migrationsFolder } from "../db/migrate.ts";

/**
 * Each test file starts on a fresh, migrated database. Creating and migrating one took 5 to 7 s on
 * PGlite and 0.7 s on PostgreSQL, hundreds of times a run; the migrated database is built once per
 * schema instead, and copied: a PGlite data directory loaded from a tarball, a PostgreSQL
 * `CREATE DATABASE … TEMPLATE`. Both are named by a hash of the migrations and the locked packages,
 * so a changed migration or engine is never served from an old copy. The copies outlive a run (the
 * temp folder, the server), so `db/migrate.test.ts` migrates a blank database in every run.
 */
const schemaHash = (() => {
  const hash = createHash("sha256");
  // The engine and the migrator too: a new PGlite, pg_trgm or Drizzle builds a new copy.
  hash.update(readFileSync(new URL("../../../../package-lock.json", import.meta.url)));
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(migrationsFolder, file);
    if (/\.(sql|json)$/.test(file)) hash.update(file).update(readFileSync(path));
  }
  return hash.digest("hex").slice(0, 16);
})();

/** Renames a finished copy into place; of two builders at once, the second one's copy is dropped. */
const unique = () => randomBytes(4).toString("hex");

const snapshotPath = join(tmpdir(), `bounty-pglite-${schemaHash}.tar`);

/** Drops a tarball PGlite could not load (a disk that filled up while it was written, say). */
export const forgetSnapshot = () => rmSync(snapshotPath, { force: true });

/** The migrated PGlite data directory, as a tarball built once per schema in the system's temp folder. */
export async function migratedSnapshot(): Promise<Uint8Array> {
  const path = snapshotPath;
  if (!existsSync(path)) {
    const database = await openDatabase({ dataDir: "memory://" });
    let bytes: Uint8Array;
    try {
      await migrateDatabase(database.db);
      bytes = await database.dump!();
    } finally {
      await database.close();
    }
    const partial = `${path}.${process.pid}-${unique()}`;
    writeFileSync(partial, bytes);
    renameSync(partial, path);
  }
  return readFileSync(path);
}

/** The name of a migrated template database on the server at `serverUrl`, built once per schema. */
export async function migratedTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `bounty_template_${schemaHash}`;
  const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (found.rowCount) return name;
  const building = `bounty_template_build_${unique()}`;
  await admin.query(`CREATE DATABASE ${building}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ url: url.toString(), dataDir: "memory://" });
  try {
    await migrateDatabase(database.db);
  } catch (err) {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    throw err;
  }
  await database.close();
  try {
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  } catch (err) {
    // Another test file built it at the same moment: use theirs.
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    if ((err as { code?: string }).code !== "42P04") throw err;
  }
  return name;
}
