import type { TestInfoAction, TestInfoStatus } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { now } from "./columns.ts";
import { programs } from "./programs.ts";
import { users } from "./users.ts";

/** What a hunter may ask the organization for (a test account, a VPN…). */
export const testForms = pgTable(
  "test_forms",
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull().default(""),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [index("test_forms_program_idx").on(t.programId)],
);

/**
 * A hunter's test-information request through one form. `content` is the information the
 * organization gives. Idle and accepted requests are active: at most one per hunter and form.
 * Deleting the form deletes its requests (the UI warns).
 */
export const testInfoRequests = pgTable(
  "test_info_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    hunterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    formId: uuid()
      .notNull()
      .references(() => testForms.id, { onDelete: "cascade" }),
    status: text().$type<TestInfoStatus>().notNull().default("idle"),
    content: text().notNull().default(""),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex("test_info_requests_active_idx")
      .on(t.programId, t.hunterId, t.formId)
      .where(sql`status in ('idle', 'accepted')`),
    index("test_info_requests_program_idx").on(t.programId, t.status),
    index("test_info_requests_hunter_idx").on(t.hunterId),
    check(
      "test_info_requests_status_check",
      sql`status in ('idle', 'accepted', 'rejected', 'revoked', 'finalized', 'cancelled')`,
    ),
  ],
);

/** Every action on a request with its non-empty message: the request's history. */
export const testInfoMessages = pgTable(
  "test_info_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => testInfoRequests.id, { onDelete: "cascade" }),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    action: text().$type<TestInfoAction>().notNull(),
    body: text().notNull(),
    createdAt: now(),
  },
  (t) => [index("test_info_messages_request_idx").on(t.requestId, t.createdAt)],
);
