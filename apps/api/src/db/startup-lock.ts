import { type Database, withoutStatementTimeout } from "./client.ts";

/** The advisory lock instances take to set up the job queues one at a time ("bounty-jobs"). */
export const JOB_SETUP_LOCK = 0x626f6a62;

/**
 * Runs `setUp` while no other instance runs its own: pg-boss creates its queues with DDL that
 * deadlocks when two processes create the same queue at once (instances.test.ts found it). The lock
 * is a session lock on one connection held aside, while `setUp` uses the pool's others. Embedded
 * PGlite serves one process through one connection, so there is nothing to wait for, and holding
 * that connection aside would leave `setUp` none.
 */
export async function withStartupLock<T>(database: Database, setUp: () => Promise<T>): Promise<T> {
  if (database.mode === "pglite") return setUp();
  const client = await database.pool.connect();
  let failed: Error | undefined;
  try {
    // Waiting for other instances' setup is not a runaway query: no statement timeout while it lasts.
    await withoutStatementTimeout(client, () =>
      client.query("select pg_advisory_lock($1)", [JOB_SETUP_LOCK]),
    );
    return await setUp();
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    await client.query("select pg_advisory_unlock($1)", [JOB_SETUP_LOCK]).catch((err: Error) => {
      failed ??= err;
    });
    client.release(failed);
  }
}
