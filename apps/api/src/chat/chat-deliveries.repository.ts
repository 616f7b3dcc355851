import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
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

/** Whether any row waits for the dispatcher: one cheap indexed read before opening a transaction. */
export async function hasUnqueuedDeliveries(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: chatDeliveries.id })
    .from(chatDeliveries)
    .where(isNull(chatDeliveries.queuedAt))
    .limit(1);
  return row !== undefined;
}

/** Rows not yet handed to the queue, locked for the dispatcher's transaction (other instances skip them). */
export async function lockUnqueuedDeliveries(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: chatDeliveries.id })
    .from(chatDeliveries)
    .where(isNull(chatDeliveries.queuedAt))
    .orderBy(asc(chatDeliveries.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return rows.map((r) => r.id);
}

export async function markQueued(db: DbOrTx, ids: string[]): Promise<void> {
  await db.update(chatDeliveries).set({ queuedAt: sql`now()` }).where(inArray(chatDeliveries.id, ids));
}

/**
 * Takes a pending delivery for `leaseSeconds`: null when it is already delivered, failed or skipped
 * (a repeated job posts nothing), or while another attempt holds it.
 */
export async function claimDelivery(
  db: DbOrTx,
  id: string,
  leaseSeconds: number,
): Promise<ChatDeliveryRow | null> {
  const [row] = await db
    .update(chatDeliveries)
    .set({
      attempts: sql`${chatDeliveries.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      and(
        eq(chatDeliveries.id, id),
        eq(chatDeliveries.status, "pending"),
        or(isNull(chatDeliveries.lockedUntil), lt(chatDeliveries.lockedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

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
export async function releaseDelivery(db: DbOrTx, id: string, lastError: string): Promise<void> {
  await db.update(chatDeliveries).set({ lastError, lockedUntil: null }).where(eq(chatDeliveries.id, id));
}

export async function findDelivery(db: DbOrTx, id: string): Promise<ChatDeliveryRow | null> {
  const [row] = await db.select().from(chatDeliveries).where(eq(chatDeliveries.id, id));
  return row ?? null;
}

/** The deliveries of one event (tests and support). */
export async function listDeliveriesOfEvent(db: DbOrTx, eventId: string): Promise<ChatDeliveryRow[]> {
  return db.select().from(chatDeliveries).where(eq(chatDeliveries.eventId, eventId));
}
