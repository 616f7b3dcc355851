import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { moment } from "./columns.ts";

/**
 * Fixed-window request counters (sign-in mails per address and per IP), kept in the database so
 * every instance counts against the same limit and a restart forgets nothing (docs/deployment.md).
 * A row is of no use once its window has passed; the worker sweeps those.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: moment().notNull(),
  },
  (t) => [index("rate_limit_windows_reset_idx").on(t.resetAt)],
);
