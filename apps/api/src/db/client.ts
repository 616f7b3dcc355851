import { mkdirSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "./handles.ts";
import { nameStatements } from "./named-statements.ts";
import { embeddedPools } from "./prepared.ts";
import * as schema from "./schema/index.ts";

export type { Db, DbOrTx, Tx } from "./handles.ts";

export interface Database {
  db: Db;
  pool: pg.Pool;
  mode: "postgres" | "pglite";
  close(): Promise<void>;
  /** Embedded only: the whole data directory as a tarball, which `openDatabase({ snapshot })` loads. */
  dump?(): Promise<Uint8Array>;
}

// Bigint counts (COUNT, SUM) arrive as strings; our amounts are integers that fit a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

const logPoolError = (err: Error) => console.error(`database connection lost: ${err.message}`);

/**
 * Opens PostgreSQL at `url`, or embedded PGlite in `dataDir` ("memory://" for tests), starting from
 * `snapshot` (a `dump()`) when given: the tests' migrated database loads in a tenth of the time a new
 * one takes to create and migrate.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  snapshot?: Uint8Array;
  /** PostgreSQL only: a statement running longer is cancelled (0: never). */
  statementTimeoutMs?: number;
}): Promise<Database> {
  if (opts.url) {
    // A database that does not answer fails a request within seconds (a 503), never holds it forever;
    // nor does a runaway query hold one of the ten connections.
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, connectionTimeoutMillis: 5000 });
    // Set on each new connection, not as a startup parameter: PgBouncer refuses unknown ones.
    const timeout = opts.statementTimeoutMs;
    if (timeout)
      pool.on(
        "connect",
        (client) => void client.query(`set statement_timeout = ${timeout}`).catch(() => undefined),
      );
    // An idle client dropped by the server (a restart) must not crash the process; pg reconnects.
    pool.on("error", logPoolError);
    pool.on("connect", nameStatements);
    return {
      db: drizzle(pool, { schema, casing: "snake_case" }),
      pool,
      mode: "postgres",
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir;
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
    workerData: { dataDir, snapshot: opts.snapshot },
  });
  const { host, port } = await new Promise<{ host: string; port: number }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  // PGlite serves one connection: everything, jobs included, shares this single-connection pool.
  const pool = new pg.Pool({ host, port, user: "postgres", database: "postgres", max: 1 });
  pool.on("error", logPoolError);
  embeddedPools.add(pool);
  return {
    db: drizzle(pool, { schema, casing: "snake_case" }),
    pool,
    mode: "pglite",
    async close() {
      await pool.end();
      const stopped = new Promise<void>((r) => {
        const answer = (msg: { type: string }) => {
          if (msg.type === "stopped") r();
        };
        worker.on("message", answer);
      });
      worker.postMessage("stop");
      await stopped;
      await worker.terminate();
    },
    dump: () =>
      new Promise((resolve, reject) => {
        const answer = (msg: { type: string; bytes?: Uint8Array; error?: string }) => {
          if (msg.type !== "dump") return;
          worker.off("message", answer);
          if (msg.bytes) resolve(msg.bytes);
          else reject(new Error(`embedded database dump failed: ${msg.error}`));
        };
        worker.on("message", answer);
        worker.postMessage("dump");
      }),
  };
}

/**
 * Runs `work` on `client` with no statement timeout (a lock wait, a migration), then puts back the
 * value it had: RESET would go to the server's default, not to the one the pool set.
 */
export async function withoutStatementTimeout<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  const { rows } = await client.query<{ statement_timeout: string }>("show statement_timeout");
  await client.query("set statement_timeout = 0");
  try {
    return await work();
  } finally {
    await client.query("select set_config('statement_timeout', $1, false)", [rows[0]!.statement_timeout]);
  }
}
