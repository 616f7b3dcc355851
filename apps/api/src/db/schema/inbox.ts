import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";
import { events } from "./events.ts";
import { reports } from "./reports.ts";
import { users } from "./users.ts";

/**
 * Issue 31: the in-app inbox. One line per person an event's notification names (the people its
 * mail row names, whatever their mail preferences), written with the event; read once they open it.
 * `report_id` is the event's, kept here so opening a report marks its lines read from the index.
 */
export const inboxItems = pgTable(
  "inbox_items",
  {
    recipientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    reportId: uuid().references(() => reports.id, { onDelete: "cascade" }),
    createdAt: now(),
    readAt: moment(),
  },
  (t) => [
    primaryKey({ columns: [t.recipientId, t.eventId] }),
    index("inbox_items_recipient_created_idx").on(t.recipientId, t.createdAt.desc(), t.eventId.desc()),
    index("inbox_items_unread_idx").on(t.recipientId, t.reportId).where(sql`read_at is null`),
  ],
);
