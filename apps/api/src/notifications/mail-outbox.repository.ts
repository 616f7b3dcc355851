import { and, count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { events, type NotificationMailStatus, notificationMails, users } from "../db/schema/index.ts";
import { outboxRows } from "../jobs/outbox-rows.ts";

export type NotificationMailRow = typeof notificationMails.$inferSelect;

const rows = outboxRows(notificationMails);
export const hasUnqueuedMails = rows.hasUnqueued;
export const lockUnqueuedMails = rows.lockUnqueued;
export const markMailsQueued = rows.markQueued;
/** Takes a pending mail for a lease: null when it is sent, failed or skipped, or held by a live attempt. */
export const claimMail = rows.claim;
/** Gives a claimed mail back after a failure another attempt may fix. */
export const releaseMail = rows.release;

/** A claimed mail's event and recipient, to word it in their language. */
export async function findMailWork(db: DbOrTx, mail: NotificationMailRow) {
  const [row] = await db
    .select({ event: events, recipient: { id: users.id, settings: users.settings } })
    .from(events)
    .innerJoin(users, eq(users.id, mail.recipientId))
    .where(eq(events.id, mail.eventId));
  return row ?? null;
}

/** Settles a claimed mail for good. */
export async function finishMail(
  db: DbOrTx,
  id: string,
  status: Exclude<NotificationMailStatus, "pending">,
  lastError: string | null,
): Promise<void> {
  await db
    .update(notificationMails)
    .set({ status, lastError, lockedUntil: null, sentAt: status === "sent" ? sql`now()` : null })
    .where(eq(notificationMails.id, id));
}

/** A failed mail back to pending and unqueued, for the dispatcher to hand out again (staff's retry). */
export async function requeueMail(db: DbOrTx, id: string): Promise<NotificationMailRow | null> {
  const [row] = await db
    .update(notificationMails)
    .set({ status: "pending", queuedAt: null, lockedUntil: null, attempts: 0 })
    .where(and(eq(notificationMails.id, id), eq(notificationMails.status, "failed")))
    .returning();
  return row ?? null;
}

/** The outbox rows of one event (tests and support). */
export async function listMailsOfEvent(db: DbOrTx, eventId: string): Promise<NotificationMailRow[]> {
  return db.select().from(notificationMails).where(eq(notificationMails.eventId, eventId));
}

/** Mails that failed for good, newest first, with their event type: platform staff's list. */
export async function listFailedMails(db: DbOrTx, page: { offset: number; limit: number }) {
  const where = eq(notificationMails.status, "failed");
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(notificationMails).where(where);
  const rows = await db
    .select({ mail: notificationMails, type: events.type })
    .from(notificationMails)
    .innerJoin(events, eq(events.id, notificationMails.eventId))
    .where(where)
    .orderBy(desc(notificationMails.createdAt), desc(notificationMails.id))
    .offset(page.offset)
    .limit(page.limit);
  return { rows, total };
}
