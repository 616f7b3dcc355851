import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import type { AppContext } from "../http/context.ts";
import { recordAnswers } from "./answer-recorder.ts";
import { migratedSnapshot, migratedTemplate } from "./migrated-template.ts";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/** A fresh database: embedded PGlite in memory, or a new database on DATABASE_URL's server. */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  let dbName: string | null = null;
  let url: string | undefined;
  if (serverUrl) {
    dbName = `bounty_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${await migratedTemplate(admin, serverUrl)}`);
    } finally {
      await admin.end();
    }
    const u = new URL(serverUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const snapshot = url ? undefined : await migratedSnapshot();
  const database = await openDatabase({ url, dataDir: "memory://", snapshot });
  // Up to date already; checks that the copy holds every migration.
  await migrateDatabase(database.db);
  return {
    database,
    async drop() {
      await database.close();
      if (dbName && serverUrl) {
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
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
