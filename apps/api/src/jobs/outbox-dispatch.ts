import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type PgBoss from "pg-boss";
import type { Db, DbOrTx } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";

/** An outbox table the dispatcher reads: its unqueued rows, locked, then marked queued. */
export interface Outbox {
  queue: string;
  hasUnqueued(db: DbOrTx): Promise<boolean>;
  lockUnqueued(db: DbOrTx, limit: number): Promise<string[]>;
  markQueued(db: DbOrTx, ids: string[]): Promise<void>;
  /** The job's data for a row id. */
  jobData(id: string): object;
  /** pg-boss's retry options for the row's job. */
  retry: { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number };
}

const DISPATCH_BATCH = 100;

/**
 * Moves outbox rows into the queue. Locking the rows, inserting their jobs (job id = row id, so a
 * second insert is a no-op) and marking them queued share one transaction on one connection: a crash
 * leaves either both or neither.
 */
export async function dispatchOutbox(
  deps: { db: Db; pool: pg.Pool },
  boss: PgBoss,
  outbox: Outbox,
): Promise<number> {
  // Most ticks find nothing: skip the transaction (three round trips on PGlite's one connection).
  if (!(await outbox.hasUnqueued(deps.db))) return 0;
  const client = await deps.pool.connect();
  try {
    await client.query("begin");
    const db = drizzle(client, { schema, casing: "snake_case" });
    const ids = await outbox.lockUnqueued(db, DISPATCH_BATCH);
    if (ids.length > 0) {
      const jobs = ids.map((id) => ({ id, name: outbox.queue, data: outbox.jobData(id), ...outbox.retry }));
      await boss.insert(jobs, { db: { executeSql: (text, values) => client.query(text, values) } });
      await outbox.markQueued(db, ids);
    }
    await client.query("commit");
    return ids.length;
  } catch (err) {
    await client.query("rollback").catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Reads the outbox every `intervalMs` (and when `poke` is called), waking the queue's worker when it
 * handed out work; returns the stop, which waits for a dispatch under way.
 */
export function startOutboxDispatcher(
  deps: { db: Db; pool: pg.Pool },
  boss: PgBoss,
  outbox: Outbox,
  opts: { intervalMs: number; workerId: string; log: { error(obj: object, msg: string): void } },
): { stop(): Promise<void>; poke(): void } {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = dispatchOutbox(deps, boss, outbox)
      .then((n) => {
        if (n > 0) boss.notifyWorker(opts.workerId);
        // A full batch may have left more behind: go again at once.
        if (n > 0) again = true;
      })
      .catch((err) => opts.log.error({ err, queue: outbox.queue }, "outbox dispatch failed"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, opts.intervalMs);
  tick();
  return {
    poke: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
