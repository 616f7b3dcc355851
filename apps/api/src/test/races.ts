import { it } from "vitest";

/** Whether this run's databases are PostgreSQL (DATABASE_URL) rather than embedded PGlite. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A test of what happens when requests race for a lock (budgets, withdrawals, payouts, hand-overs).
 * PGlite's one connection runs requests one after the other, so there a race test would pass with
 * the lock removed: it is skipped, loudly, instead of passing for nothing. `npm test` runs the API
 * suite on PostgreSQL whenever a server answers.
 */
export function itRaces(name: string, fn: () => Promise<void>, timeout?: number) {
  if (!onPostgres)
    console.warn(`!! SKIPPED on embedded PGlite (one connection cannot race; needs PostgreSQL): ${name}`);
  return it.runIf(onPostgres)(name, fn, timeout);
}
