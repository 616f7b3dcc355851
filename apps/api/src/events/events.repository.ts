import type { DbOrTx } from "../db/client.ts";
import { events } from "../db/schema/index.ts";

export type EventRow = typeof events.$inferSelect;

/** The event types written so far; readers (feeds, stream, jobs) switch on them. */
export type EventType =
  | "org.created"
  | "org.updated"
  | "org.icon.updated"
  | "org.member.added"
  | "org.member.removed"
  | "org.member.role.changed"
  | "org.invite.created"
  | "org.invite.deleted";

export interface NewEvent {
  type: EventType;
  organizationId: string | null;
  actorId: string | null;
  userId?: string | null;
  programId?: string | null;
  reportId?: string | null;
  payload?: Record<string, unknown>;
}

/** Appends to the event log; call it inside the transaction that made the change. */
export async function recordEvent(tx: DbOrTx, event: NewEvent): Promise<void> {
  await tx.insert(events).values({ payload: {}, ...event });
}
