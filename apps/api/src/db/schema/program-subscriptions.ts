import type { SubscriptionCurrency, SubscriptionStatus } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";
import { programs } from "./programs.ts";
import { users } from "./users.ts";

/**
 * A vdp program's paid subscription (spec §9). Payment happens at the operator's hosted checkout;
 * its signed webhook turns a pending one active (and renews or cancels it). At most one is not
 * cancelled per program.
 */
export const programSubscriptions = pgTable(
  "program_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    currency: text().$type<SubscriptionCurrency>().notNull(),
    status: text().$type<SubscriptionStatus>().notNull().default("pending"),
    /** Paid until; null until the first payment. */
    currentPeriodEnd: moment(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex("program_subscriptions_live_idx").on(t.programId).where(sql`status <> 'cancelled'`),
    check("program_subscriptions_currency_check", sql`currency in ('jpy', 'usd')`),
    check("program_subscriptions_status_check", sql`status in ('pending', 'active', 'cancelled')`),
  ],
);
