import type { RetestStatus } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";
import { programs } from "./programs.ts";
import { reports } from "./reports.ts";
import { users } from "./users.ts";

/**
 * Issue 33: a paid retest of a remediated vulnerability. Its fee is held from the program's budget
 * (the `retest_held` ledger account) while it is open, paid to the hunter with their answer, and
 * released back when it is declined, cancelled or expires. A report has at most one open retest.
 */
export const reportRetests = pgTable(
  "report_retests",
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    hunterId: uuid().references(() => users.id, { onDelete: "set null" }),
    requestedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    status: text().$type<RetestStatus>().notNull().default("requested"),
    fee: bigint({ mode: "number" }).notNull().default(0),
    message: text().notNull(),
    evidence: text(),
    // sha256 of the request's Idempotency-Key and of its body; of the answer's key.
    requestKey: text().notNull(),
    requestHash: text().notNull(),
    answerKey: text(),
    createdAt: now(),
    acceptedAt: moment(),
    closedAt: moment(),
    expiresAt: moment(),
  },
  (t) => [
    uniqueIndex("report_retests_request_key_idx").on(t.reportId, t.requestKey),
    uniqueIndex("report_retests_open_idx").on(t.reportId).where(sql`status in ('requested', 'accepted')`),
    index("report_retests_report_idx").on(t.reportId, t.createdAt),
    // The expiry job's walk: open retests by when they expire.
    index("report_retests_expiry_idx").on(t.expiresAt).where(sql`status in ('requested', 'accepted')`),
    check(
      "report_retests_status_check",
      sql`${t.status} in ('requested', 'accepted', 'declined', 'cancelled', 'expired', 'fixed', 'not_fixed')`,
    ),
    check("report_retests_fee_check", sql`${t.fee} >= 0`),
  ],
);
