import type { CreditSystem } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { now } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Rewards given on reports (spec 2 §7 `POST reports/{id}/rewards`): the record of each award and of
 * its Idempotency-Key. The money itself moves in the ledger, in the same transaction, keyed
 * `report.reward:{id}`. No foreign key to the report or program: like the ledger, a reward is part
 * of the books and outlives them.
 */
export const reportRewards = pgTable(
  "report_rewards",
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid().notNull(),
    programId: uuid().notNull(),
    organizationId: uuid().notNull(),
    hunterId: uuid().references(() => users.id, { onDelete: "set null" }),
    awardedById: uuid().references(() => users.id, { onDelete: "set null" }),
    amount: bigint({ mode: "number" }).notNull(),
    system: text().$type<CreditSystem>().notNull(),
    description: text().notNull(),
    /** The client's key, hashed, and the request it came with, hashed: a replay or a reuse. */
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("report_rewards_report_key_idx").on(t.reportId, t.idempotencyKey),
    index("report_rewards_report_created_idx").on(t.reportId, t.createdAt),
    // Hunters' public records, and the leaderboard's points over a range.
    index("report_rewards_hunter_idx").on(t.hunterId),
    index("report_rewards_created_idx").on(t.createdAt),
    // A program's statistics: its rewards over a range.
    index("report_rewards_program_created_idx").on(t.programId, t.createdAt),
    check("report_rewards_amount_check", sql`amount <> 0`),
    check("report_rewards_system_check", sql`system in ('money', 'point')`),
  ],
);
