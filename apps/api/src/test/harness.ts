import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import type { AppContext } from "../http/context.ts";
import { recordAnswers } from "./answer-recorder.ts";
import { forgetSnapshot, migratedSnapshot, migratedTemplate } from "./migrated-template.ts";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * A fresh database: embedded PGlite in memory, or a new database on DATABASE_URL's server; migrated
 * (a copy of the migrated template), or `blank` for the test that migrates from nothing.
 */
export async function createTestDatabase({ blank = false } = {}): Promise<{
  database: Database;
  /** The new database's address on PostgreSQL, so a second connection pool (an instance) can open it. */
  url?: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  let dbName: string | null = null;
  let url: string | undefined;
  if (serverUrl) {
    dbName = `bounty_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const template = blank ? "" : ` TEMPLATE ${await migratedTemplate(admin, serverUrl)}`;
      await admin.query(`CREATE DATABASE ${dbName}${template}`);
    } finally {
      await admin.end();
    }
    const u = new URL(serverUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const snapshot = url || blank ? undefined : await migratedSnapshot();
  const database = await openDatabase({ url, dataDir: "memory://", snapshot }).catch(async (error) => {
    if (!snapshot) throw error;
    forgetSnapshot();
    return openDatabase({ dataDir: "memory://", snapshot: await migratedSnapshot() });
  });
  const drop = () => dropTestDatabase(database, dbName, serverUrl);
  if (blank) return { database, url, drop };
  // Nothing to do on a copy of the template; a migration added since would be applied here.
  await migrateDatabase(database.db);
  return { database, url, drop };
}

async function dropTestDatabase(database: Database, dbName: string | null, serverUrl?: string) {
  await database.close();
  if (dbName && serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

/** The test configuration, with `env` on top. */
export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: `/tmp/bounty-test-${randomBytes(6).toString("hex")}`,
    PUBLIC_URL: "http://localhost:3000",
    JWT_SECRET: "test-secret-test-secret-test-secret-1234",
    WEB_DIST: "/nonexistent",
    ...env,
  });

/**
 * A fresh app on a fresh database: embedded PGlite in memory by default, or a new database on
 * the PostgreSQL server at DATABASE_URL (dropped again on close).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const app = await buildApp(testConfig(env), database, opts);
  recordAnswers(app);
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    async close() {
      await app.close();
      await drop();
    },
  };
}
