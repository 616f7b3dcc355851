import type { z } from "zod";
import { accountEvents } from "./account-events.ts";
import type { EventReaders, EventSpec, FeedAudience, MailRow, ReportAudience } from "./define.ts";
import { organizationEvents } from "./organization-events.ts";
import { programEvents } from "./program-events.ts";
import { reportEvents } from "./report-events.ts";
import { retestEvents } from "./retest-events.ts";
import { triageEvents } from "./triage-events.ts";

/**
 * The event catalog: every type the log holds, its payload's shape, what it is about, and what each
 * reader (feed, live stream, timeline, chat, mail) takes of it. Adding a type is one entry here, its
 * sentences (web locales, chat, mail), and the code of the readers that treat it specially.
 */
export const eventCatalog = {
  ...organizationEvents,
  ...programEvents,
  ...reportEvents,
  ...triageEvents,
  ...retestEvents,
  ...accountEvents,
} as const satisfies Record<string, EventSpec>;

type Catalog = typeof eventCatalog;
export type EventType = keyof Catalog;
export type EventPayload<T extends EventType> = z.infer<Catalog[T]["payload"]>;

export const eventTypes = Object.keys(eventCatalog) as EventType[];

export const isEventType = (type: string): type is EventType => Object.hasOwn(eventCatalog, type);

/** The types one reader takes: those whose row for it is not null (or false). */
type TypesWhere<K extends keyof EventReaders> = {
  [T in EventType]: Catalog[T]["readers"][K] extends null | false ? never : T;
}[EventType];

export type FeedEventType = TypesWhere<"feed">;
export type TimelineEventType = TypesWhere<"timeline">;
export type ChatEventType = TypesWhere<"chat">;
export type MailEventType = TypesWhere<"mail">;
export type LiveReportEventType = TypesWhere<"live">;
export type PublicEventType = TypesWhere<"public">;

const typesWhere = <K extends keyof EventReaders>(reader: K) =>
  eventTypes.filter((type) => {
    const row = (eventCatalog[type].readers as EventReaders)[reader];
    return row !== null && row !== false;
  });

export const feedEventTypes = typesWhere("feed") as FeedEventType[];
export const timelineEventTypes = typesWhere("timeline") as TimelineEventType[];
export const chatEventTypes = typesWhere("chat") as ChatEventType[];
export const mailEventTypes = typesWhere("mail") as MailEventType[];
export const liveReportEventTypes = typesWhere("live") as LiveReportEventType[];
/** The public side's types: program and profile activity. */
export const publicEventTypes = typesWhere("public") as PublicEventType[];

const readers = (type: string): EventReaders | null =>
  isEventType(type) ? (eventCatalog[type].readers as EventReaders) : null;

/** Who reads the type in the organization's feed; null for a type no feed shows (or unknown). */
export const feedAudienceOf = (type: string): FeedAudience | null => readers(type)?.feed ?? null;
/** Who of a report's readers hears the type live; null for none. */
export const liveReportAudienceOf = (type: string): ReportAudience | null => readers(type)?.live ?? null;
/** Who of a report's readers sees the type on its timeline; null for none. */
export const timelineAudienceOf = (type: string): ReportAudience | null => readers(type)?.timeline ?? null;
export const mailRowOf = (type: string): MailRow | null => readers(type)?.mail ?? null;

/** A stored payload read back as its type's shape, or null when it is not (an old or foreign row). */
export function readEventPayload<T extends EventType>(type: T, payload: unknown): EventPayload<T> | null {
  const parsed = eventCatalog[type].payload.safeParse(payload);
  return parsed.success ? (parsed.data as EventPayload<T>) : null;
}
