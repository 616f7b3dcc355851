import { timestamp } from "drizzle-orm/pg-core";

/** A required moment that defaults to the inserting transaction's time. */
export const now = () => timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow();

/** An optional moment (an expiry, a completion) in the same form. */
export const moment = () => timestamp({ withTimezone: true, mode: "date" });
