import type { EventPayload, EventType } from "@bounty/shared";
import type { events } from "../db/schema/index.ts";

export type { EventPayload, EventType } from "@bounty/shared";

export type EventRow = typeof events.$inferSelect;

/** An event to append, its payload of its type's shape in the catalog (packages/shared/src/events). */
export interface NewEventOf<T extends EventType> {
  type: T;
  organizationId: string | null;
  actorId: string | null;
  userId?: string | null;
  programId?: string | null;
  reportId?: string | null;
  payload: EventPayload<T>;
}

/** Any event to append, each type with its own payload. */
export type NewEvent = { [T in EventType]: NewEventOf<T> }[EventType];
