import type { ReportState } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { now } from "./columns.ts";
import { organizations } from "./organizations.ts";

/**
 * Issue 47: the organization's canned answers. Titles are unique in the organization whatever their
 * case; at most one answer is the one a state's dialog offers first.
 */
export const cannedAnswers = pgTable(
  "canned_answers",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    title: text().notNull(),
    body: text().notNull(),
    state: text().$type<ReportState>(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex("canned_answers_organization_title_idx").on(t.organizationId, sql`lower(${t.title})`),
    uniqueIndex("canned_answers_organization_state_idx")
      .on(t.organizationId, t.state)
      .where(sql`${t.state} is not null`),
    check("canned_answers_title_length", sql`char_length(${t.title}) between 1 and 80`),
    check("canned_answers_body_length", sql`char_length(${t.body}) between 1 and 5000`),
  ],
);
