import type { PayoutRecipient, PayoutStatus } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";
import { users } from "./users.ts";

/**
 * A hunter's withdrawal and its transfer (spec 1 §5 and §9): the money left their credits for the
 * payouts account when they asked (ledger key `payout.withdrawal:{id}`); staff mark it paid (it
 * leaves the platform, `payout.paid:{id}`) or failed (it returns to the credits it came from,
 * `payout.returned:{id}`). The recipient is a snapshot of the hunter's details when they asked, so
 * the transfer goes where they said even if they edit their details before Friday.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The program in the request's path: the credit the withdrawal drew from first. */
    programId: uuid().notNull(),
    amount: bigint({ mode: "number" }).notNull(),
    status: text().$type<PayoutStatus>().notNull().default("pending"),
    recipient: jsonb().$type<PayoutRecipient>().notNull(),
    failureReason: text().notNull().default(""),
    decidedById: uuid().references(() => users.id, { onDelete: "set null" }),
    decidedAt: moment(),
    /** The client's key, hashed, and the request it came with, hashed: a replay or a reuse. */
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("payouts_user_key_idx").on(t.userId, t.idempotencyKey),
    index("payouts_user_created_idx").on(t.userId, t.createdAt),
    index("payouts_status_created_idx").on(t.status, t.createdAt),
    check("payouts_amount_check", sql`amount > 0`),
    check("payouts_status_check", sql`status in ('pending', 'paid', 'failed')`),
  ],
);
