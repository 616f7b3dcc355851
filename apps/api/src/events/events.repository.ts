import { eventCatalog, type LiveNotice } from "@bounty/shared";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { queueChatDeliveries } from "../chat/chat-deliveries.repository.ts";
import type { DbOrTx } from "../db/client.ts";
import { events } from "../db/schema/index.ts";
import { currentCredentials } from "../http/request-credentials.ts";
import { queueNotificationMails } from "../notifications/recipients.ts";
import { EVENTS_CHANNEL } from "./event-channel.ts";
import type { EventRow, EventType, NewEventOf } from "./event-types.ts";

export type { EventRow, EventType, NewEvent, NewEventOf } from "./event-types.ts";

/**
 * Appends to the event log; call it inside the transaction that made the change. The notice rides
 * on NOTIFY, which PostgreSQL delivers only when that transaction commits, and never on rollback.
 */
export async function recordEvent<T extends EventType>(tx: DbOrTx, event: NewEventOf<T>): Promise<EventRow> {
  // The catalog's shape, checked on every write: a writer cannot store what the readers do not expect.
  const payload = eventCatalog[event.type].payload.parse(event.payload) as Record<string, unknown>;
  // The audit log's session or API key: the request's, unless the writer names them (sign-in does).
  const credentials = currentCredentials();
  const [row] = await tx
    .insert(events)
    .values({
      sessionId: credentials?.sessionId ?? null,
      apiKeyId: credentials?.apiKeyId ?? null,
      ...event,
      payload,
    })
    .returning();
  if (!row) throw new Error("event insert returned no row");
  // The chat webhook's outbox row and the notification mails commit or roll back with the event.
  await queueChatDeliveries(tx, row);
  await queueNotificationMails(tx, row);
  const notice: LiveNotice = {
    id: row.id,
    type: row.type,
    organizationId: row.organizationId,
    userId: row.userId,
    programId: row.programId,
    reportId: row.reportId,
  };
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
  return row;
}

/** When the event was written, or null for an id the log does not hold. */
export async function findEventTime(db: DbOrTx, id: string): Promise<Date | null> {
  const [row] = await db.select({ createdAt: events.createdAt }).from(events).where(eq(events.id, id));
  return row?.createdAt ?? null;
}

const noticeColumns = {
  id: events.id,
  type: events.type,
  organizationId: events.organizationId,
  userId: events.userId,
  programId: events.programId,
  reportId: events.reportId,
  at: events.createdAt,
};

/** A notice with the time its event was written (to merge lists in order). */
export type TimedNotice = LiveNotice & { at: Date };

/** The organizations' events written at or after `since`, oldest first, at most `limit`. */
export async function listEventsSince(
  db: DbOrTx,
  organizationIds: readonly string[],
  since: Date,
  limit: number,
): Promise<TimedNotice[]> {
  if (organizationIds.length === 0) return [];
  return db
    .select(noticeColumns)
    .from(events)
    .where(and(inArray(events.organizationId, [...organizationIds]), gte(events.createdAt, since)))
    .orderBy(asc(events.createdAt), asc(events.id))
    .limit(limit);
}

/** Events of these types naming `userId` as their subject (a report's sender), since `since`. */
export async function listUserEventsSince(
  db: DbOrTx,
  userId: string,
  types: readonly string[],
  since: Date,
  limit: number,
): Promise<TimedNotice[]> {
  return db
    .select(noticeColumns)
    .from(events)
    .where(and(eq(events.userId, userId), inArray(events.type, [...types]), gte(events.createdAt, since)))
    .orderBy(asc(events.createdAt), asc(events.id))
    .limit(limit);
}
