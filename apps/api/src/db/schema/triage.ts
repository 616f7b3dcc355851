import type { TriageActionType } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { now } from "./columns.ts";
import { programs } from "./programs.ts";
import { reports } from "./reports.ts";
import { users } from "./users.ts";

const ACTION_TYPES = sql.raw(
  "('triage', 'certify', 'suspend', 'invalidate', 'appraise', 'reevaluate', 'remediate', 'review.informative', 'review.resolved', 'closed.informative', 'closed.resolved')",
);

/**
 * Issue 32: platform triagers staff assigned to a triaged program. The organization's own members
 * with the triage role triage its triaged programs without a row here.
 */
export const programTriagers = pgTable(
  "program_triagers",
  {
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: now(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.userId] }), index("program_triagers_user_idx").on(t.userId)],
);

/** The triage flow's steps of a report, numbered from 1: (report, sequence) is unique, so two racing steps give one. */
export const triageActions = pgTable(
  "triage_actions",
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    sequence: integer().notNull(),
    type: text().$type<TriageActionType>().notNull(),
    // Written for the triage team and the organization; the hunter never reads it.
    summary: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("triage_actions_report_sequence_idx").on(t.reportId, t.sequence),
    check("triage_actions_type_check", sql`${t.type} in ${ACTION_TYPES}`),
  ],
);

/**
 * Where each report of a triaged program stands: its last action, null at the initial triage step
 * (`last_action_at` then the report's sending). Triggers (migration 0031) give every report of a
 * triaged program its row, when it is sent and when triage is turned on, so the triage table walks
 * this table's index in its order instead of sorting the program's reports.
 */
export const triageStages = pgTable(
  "triage_stages",
  {
    reportId: uuid()
      .primaryKey()
      .references(() => reports.id, { onDelete: "cascade" }),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    lastAction: text().$type<TriageActionType>(),
    lastActionAt: now(),
    sequence: integer().notNull(),
  },
  (t) => [
    index("triage_stages_program_action_idx").on(t.programId, t.lastAction, t.lastActionAt),
    // Ascending: read backwards it gives the table's default order (last action, newest first).
    index("triage_stages_program_recent_idx").on(t.programId, t.lastActionAt, t.reportId),
  ],
);

/** The triage team's and the organization's messages about a vulnerability; the hunter never reads them. */
export const triageMessages = pgTable(
  "triage_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    senderId: uuid().references(() => users.id, { onDelete: "set null" }),
    content: text().notNull(),
    createdAt: now(),
  },
  (t) => [index("triage_messages_report_idx").on(t.reportId, t.createdAt)],
);

/** Files attached to a triage message (spec 2 §3's attachment with the triage flag); `name` is unique within it. */
export const triageAttachments = pgTable(
  "triage_attachments",
  {
    id: uuid().primaryKey().defaultRandom(),
    messageId: uuid()
      .notNull()
      .references(() => triageMessages.id, { onDelete: "cascade" }),
    reportId: uuid()
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    uploaderId: uuid().references(() => users.id, { onDelete: "set null" }),
    name: text().notNull(),
    mimetype: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    createdAt: now(),
  },
  (t) => [uniqueIndex("triage_attachments_message_name_idx").on(t.messageId, t.name)],
);

/**
 * Issue 33: how many of a triaged program's vulnerabilities stand at each stage (`none`: the initial
 * one), kept by a trigger on `triage_stages` (migration 0033), so the dashboard's counts read a dozen
 * rows instead of counting the program's stages on every look.
 */
export const triageStageCounts = pgTable(
  "triage_stage_counts",
  {
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    stage: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.stage] })],
);
