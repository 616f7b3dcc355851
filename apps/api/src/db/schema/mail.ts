import type { MailReason } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";
import { events } from "./events.ts";
import { users } from "./users.ts";

/** Mails kept for /dev/mail when no SMTP server is configured (never in production). */
export const devMails = pgTable("dev_mails", {
  id: uuid().primaryKey().defaultRandom(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text().notNull(),
  /** A notification's List-Unsubscribe headers, so a developer can follow its one-click link too. */
  headers: jsonb().$type<Record<string, string>>().notNull().default({}),
  createdAt: now(),
});

/**
 * Mails an organization caused towards someone outside it who asked for nothing (added to, approved
 * in, declined or removed from a program), one row each, to limit how many one organization can aim
 * at one person (docs/api.md, "Mail limits"). Old rows are of no use after a day.
 */
export const outsiderMails = pgTable(
  "outsider_mails",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid().notNull(),
    recipientId: uuid().notNull(),
    kind: text().notNull(),
    createdAt: now(),
  },
  (t) => [
    index("outsider_mails_recipient_idx").on(t.organizationId, t.recipientId, t.createdAt),
    index("outsider_mails_org_idx").on(t.organizationId, t.createdAt),
  ],
);

export type NotificationMailStatus = "pending" | "sent" | "failed" | "skipped";

/**
 * The notification outbox: one row per (event, recipient), written in the event's own transaction by
 * the notifications module, so a committed event is never left untold and a rolled-back one tells
 * no one. The dispatcher hands unqueued rows to the mail queue; a worker claims its row for a short
 * lease, words the mail in the recipient's language, and sends it.
 */
export const notificationMails = pgTable(
  "notification_mails",
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    recipientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address when the event was written: a later change of address does not redirect it. */
    toAddress: text().notNull(),
    /** The preference that turns this kind of mail off (its one-click unsubscribe). */
    preference: text().$type<MailReason>().notNull(),
    status: text().$type<NotificationMailStatus>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    /** Why the last attempt failed, in the SMTP server's words or ours. */
    lastError: text(),
    queuedAt: moment(),
    lockedUntil: moment(),
    sentAt: moment(),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("notification_mails_event_recipient_idx").on(t.eventId, t.recipientId),
    index("notification_mails_unqueued_idx").on(t.createdAt).where(sql`queued_at is null`),
    // Platform staff's list of mails that failed for good.
    index("notification_mails_failed_idx").on(t.createdAt).where(sql`status = 'failed'`),
    check("notification_mails_status_check", sql`status in ('pending', 'sent', 'failed', 'skipped')`),
  ],
);
