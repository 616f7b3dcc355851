import type {
  ProgramRewards,
  ReportCriticality,
  ReportScope,
  ReportState,
  SeverityLevel,
} from "@bounty/shared";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";
import { organizations } from "./organizations.ts";
import { programs } from "./programs.ts";
import { users } from "./users.ts";

/**
 * A program's last report number. The submission's upsert locks this row until its transaction ends,
 * so numbers are sequential per program with neither gaps (a rolled-back insert gives its number
 * back) nor repeats.
 */
export const reportCounters = pgTable(
  "report_counters",
  {
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.programId] })],
);

/**
 * Reports. The description is the report's first message (reports_messages); `search_text` keeps
 * the title and that description together, lowercased, for the trigram index search reads. The scope group and
 * the reward table are copied as they stood at submission: a later edit of the program cannot
 * change what the hunter was promised.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    // Copied from the program (which never changes organization): the admin's list walks one index.
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    number: integer().notNull(),
    // Null once the sender's account is deleted, and for imported reports.
    senderId: uuid().references(() => users.id, { onDelete: "set null" }),
    title: text().notNull(),
    state: text().$type<ReportState>().notNull().default("new"),
    priority: integer(),
    scopeGroupId: uuid().notNull(),
    scope: jsonb().$type<ReportScope>().notNull(),
    rewards: jsonb().$type<ProgramRewards>().notNull(),
    vrtId: text(),
    criticality: jsonb().$type<ReportCriticality>(),
    // The organization's own assessment (custom or CVSS in the program's version).
    orgCriticality: jsonb().$type<ReportCriticality>(),
    // The level lists filter on: the organization's assessment, else the hunter's, else the type's.
    severity: text().$type<SeverityLevel>(),
    // A report marked duplicate names its original, in the same program.
    duplicateOfId: uuid().references((): AnyPgColumn => reports.id, { onDelete: "set null" }),
    searchText: text().notNull(),
    // Issue 33: brought in by the program's staff from elsewhere (one at a time or from a CSV), with
    // no sender: never rewarded, and marked for the triage team.
    isImport: boolean().notNull().default(false),
    importedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    messageCount: integer().notNull().default(1),
    // Issue 47: the one member of the program's staff who owns the report; null leaves it to the team.
    // Cleared in the transaction that takes their access away (standing/assignments.ts).
    assigneeId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: now(),
    lastCommentAt: moment(),
    stateChangedAt: now(),
    // Spec 2 §3's `seen`: when the program's staff first opened it (the first read also marks it checked).
    seenAt: moment(),
    // Milestones of the response clock (issue 30), the first time each happened: written from the
    // event log by a trigger on events (migration 0028), never by a service.
    firstResponseAt: moment(),
    triagedAt: moment(),
    rewardedAt: moment(),
    closedAt: moment(),
  },
  (t) => [
    uniqueIndex("reports_program_number_idx").on(t.programId, t.number),
    // The organization list: a program's reports newest first (and its totals).
    index("reports_program_created_idx").on(t.programId, t.createdAt.desc(), t.id.desc()),
    index("reports_organization_created_idx").on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    // Filters by program and state, and the totals of staff lists without reading the table: the
    // organization is in it too, so an admin's total of a program is an index-only count.
    index("reports_program_state_org_idx").on(t.programId, t.state, t.organizationId),
    // The list's other orders: latest comment (uncommented last) and latest status change.
    index("reports_program_comment_idx").on(
      t.programId,
      t.lastCommentAt.desc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index("reports_program_status_idx").on(t.programId, t.stateChangedAt.desc(), t.id.desc()),
    // The hunter's own list, newest first; also the per-hunter submission rate.
    index("reports_sender_created_idx").on(t.senderId, t.createdAt.desc(), t.id.desc()),
    // Substring search in any script: trigrams of lower(title + description).
    index("reports_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    // The leaderboard's accepted reports over a range.
    index("reports_accepted_created_idx")
      .on(t.createdAt)
      .where(sql`state in ('unresolved', 'resolved', 'informational')`),
    // "Assigned to me" and a member's "waiting on me" count.
    index("reports_assignee_idx").on(t.assigneeId, t.organizationId).where(sql`assignee_id is not null`),
    // An original's duplicates, told when it is resolved.
    index("reports_duplicate_of_idx").on(t.duplicateOfId).where(sql`duplicate_of_id is not null`),
    check(
      "reports_state_check",
      sql`state in ('new', 'checked', 'unresolved', 'resolved', 'informational', 'out_of_scope', 'not_applicable', 'not_reproducible', 'duplicate')`,
    ),
    check("reports_priority_check", sql`priority between 0 and 4`),
    check("reports_number_check", sql`number >= 1`),
  ],
);

/** A report's conversation; its first message is the description. */
export const reportMessages = pgTable(
  "report_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    senderId: uuid().references(() => users.id, { onDelete: "set null" }),
    affiliation: text().$type<"hunter" | "member">().notNull(),
    // Emptied when the message is deleted: its words are gone from every answer, not hidden.
    content: text().notNull(),
    createdAt: now(),
    editedAt: moment(),
    deletedAt: moment(),
    deletedById: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("report_messages_report_created_idx").on(t.reportId, t.createdAt, t.id),
    check("report_messages_affiliation_check", sql`affiliation in ('hunter', 'member')`),
  ],
);

/**
 * Files attached to a message. The stored file's key is ours (never the uploaded name), the type is
 * read from its first bytes, and `name` is unique within the message (it is the download URL's last
 * segment).
 */
export const reportAttachments = pgTable(
  "report_attachments",
  {
    id: uuid().primaryKey().defaultRandom(),
    messageId: uuid()
      .notNull()
      .references(() => reportMessages.id, { onDelete: "cascade" }),
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
  (t) => [uniqueIndex("report_attachments_message_name_idx").on(t.messageId, t.name)],
);

/**
 * Every version of an edited message: number 1 is the text as first sent, each edit adds the next.
 * Deleting the message deletes its versions.
 */
export const reportMessageRevisions = pgTable(
  "report_message_revisions",
  {
    messageId: uuid()
      .notNull()
      .references(() => reportMessages.id, { onDelete: "cascade" }),
    number: integer().notNull(),
    editorId: uuid().references(() => users.id, { onDelete: "set null" }),
    content: text().notNull(),
    createdAt: now(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.number] })],
);

/** Internal notes: the program's staff write them about a report; hunters never read them. */
export const reportNotes = pgTable(
  "report_notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    senderId: uuid().references(() => users.id, { onDelete: "set null" }),
    content: text().notNull(),
    createdAt: now(),
  },
  (t) => [index("report_notes_report_created_idx").on(t.reportId, t.createdAt, t.id)],
);
