import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";
import { organizations } from "./organizations.ts";
import { programs } from "./programs.ts";
import { reports } from "./reports.ts";
import { users } from "./users.ts";

/**
 * A hunter's request that their report be disclosed: one per report. Pending until staff disclose
 * the report (the disclosure then carries its summary) or reject it; a rejected request stays until
 * its hunter deletes it. `reminded_at`: staff were told it is about to disclose itself.
 */
export const disclosureRequests = pgTable(
  "disclosure_requests",
  {
    reportId: uuid()
      .primaryKey()
      .references(() => reports.id, { onDelete: "cascade" }),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    summary: text().notNull(),
    status: text().$type<"pending" | "rejected">().notNull().default("pending"),
    createdAt: now(),
    updatedAt: now(),
    rejectedAt: moment(),
    remindedAt: moment(),
  },
  (t) => [
    // The disclosure job walks pending requests by age.
    index("disclosure_requests_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
    check("disclosure_requests_status_check", sql`status in ('pending', 'rejected')`),
  ],
);

/**
 * A report's disclosure: the only part of a report ever published. `publish_at` is when it goes
 * public; `published_at` is set when it did (the event `report.disclosed` is written then), so a
 * scheduled one is public exactly when its publication has been recorded.
 */
export const disclosures = pgTable(
  "disclosures",
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    title: text().notNull(),
    orgSummary: text().notNull().default(""),
    userSummary: text().notNull().default(""),
    automatic: boolean().notNull().default(false),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    publishAt: now(),
    publishedAt: moment(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex("disclosures_report_idx").on(t.reportId),
    // A program's public list, newest publication first.
    index("disclosures_program_published_idx")
      .on(t.programId, t.publishedAt.desc(), t.id.desc())
      .where(sql`published_at is not null`),
    // Every public program's feed.
    index("disclosures_published_idx")
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`published_at is not null`),
    // The publication job: scheduled ones by date.
    index("disclosures_scheduled_idx").on(t.publishAt).where(sql`published_at is null`),
  ],
);
