import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import {
  type ChatDeliveryStatus,
  chatDeliveries,
  chatWebhooks,
  events,
  organizations,
  users,
} from "../db/schema/index.ts";
import type { EventRow } from "../events/event-types.ts";
import { outboxRows } from "../jobs/outbox-rows.ts";
import { isChatEvent } from "./chat-messages.ts";

export type ChatDeliveryRow = typeof chatDeliveries.$inferSelect;

/**
 * The outbox write, in the event's own transaction: a pending row for the organization's active
 * webhook when the event is one that is posted. Nothing is sent here; the request never waits on it.
 */
export async function queueChatDeliveries(tx: DbOrTx, event: EventRow): Promise<void> {
  if (!event.organizationId || !isChatEvent(event)) return;
  await tx.execute(sql`
    insert into ${chatDeliveries} (webhook_id, event_id)
    select ${chatWebhooks.id}, ${event.id}::uuid from ${chatWebhooks}
    where ${chatWebhooks.organizationId} = ${event.organizationId} and ${chatWebhooks.active}
    on conflict do nothing`);
}

const rows = outboxRows(chatDeliveries);
export const hasUnqueuedDeliveries = rows.hasUnqueued;
export const lockUnqueuedDeliveries = rows.lockUnqueued;
export const markQueued = rows.markQueued;
/** Takes a pending delivery for a lease: null when it is settled (a repeated job posts nothing) or held. */
export const claimDelivery = rows.claim;

/** A delivery with what it needs to be worded and sent. */
export async function findDeliveryWork(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      webhook: { url: chatWebhooks.url, active: chatWebhooks.active },
      event: events,
      organizationName: organizations.name,
      subject: { displayName: users.displayName, uniqueName: users.uniqueName },
    })
    .from(chatDeliveries)
    .innerJoin(chatWebhooks, eq(chatWebhooks.id, chatDeliveries.webhookId))
    .innerJoin(events, eq(events.id, chatDeliveries.eventId))
    .innerJoin(organizations, eq(organizations.id, chatWebhooks.organizationId))
    .leftJoin(users, eq(users.id, events.userId))
    .where(eq(chatDeliveries.id, id));
  return row ?? null;
}

/** Settles a claimed delivery for good. */
export async function finishDelivery(
  db: DbOrTx,
  id: string,
  status: Exclude<ChatDeliveryStatus, "pending">,
  lastError: string | null,
): Promise<void> {
  await db
    .update(chatDeliveries)
    .set({
      status,
      lastError,
      lockedUntil: null,
      deliveredAt: status === "delivered" ? sql`now()` : null,
    })
    .where(eq(chatDeliveries.id, id));
}

/** Gives a claimed delivery back after a failure another attempt may fix. */
export const releaseDelivery = rows.release;

export async function findDelivery(db: DbOrTx, id: string): Promise<ChatDeliveryRow | null> {
  const [row] = await db.select().from(chatDeliveries).where(eq(chatDeliveries.id, id));
  return row ?? null;
}

/** The deliveries of one event (tests and support). */
export async function listDeliveriesOfEvent(db: DbOrTx, eventId: string): Promise<ChatDeliveryRow[]> {
  return db.select().from(chatDeliveries).where(eq(chatDeliveries.eventId, eventId));
}
