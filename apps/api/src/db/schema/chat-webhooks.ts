import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";
import { events } from "./events.ts";
import { organizations } from "./organizations.ts";
import { users } from "./users.ts";

/** An organization's one chat webhook. The URL is a bearer secret: only the admin sees it, logs and events never. */
export const chatWebhooks = pgTable(
  "chat_webhooks",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    url: text().notNull(),
    active: boolean().notNull().default(true),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [uniqueIndex("chat_webhooks_org_idx").on(t.organizationId)],
);

export type ChatDeliveryStatus = "pending" | "delivered" | "failed" | "skipped";

/**
 * The outbox: one row per (webhook, event), written in the event's own transaction, so a committed
 * event is never lost and never posted twice once delivered. The dispatcher hands unqueued rows to
 * the job queue; the job claims its row for a short lease before posting.
 */
export const chatDeliveries = pgTable(
  "chat_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    webhookId: uuid()
      .notNull()
      .references(() => chatWebhooks.id, { onDelete: "cascade" }),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    status: text().$type<ChatDeliveryStatus>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    /** Why the last attempt failed, in a few words; never the URL. */
    lastError: text(),
    queuedAt: moment(),
    lockedUntil: moment(),
    deliveredAt: moment(),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("chat_deliveries_webhook_event_idx").on(t.webhookId, t.eventId),
    // The dispatcher's scan: only rows not yet handed to the queue.
    index("chat_deliveries_unqueued_idx").on(t.createdAt).where(sql`queued_at is null`),
    check("chat_deliveries_status_check", sql`status in ('pending', 'delivered', 'failed', 'skipped')`),
  ],
);
