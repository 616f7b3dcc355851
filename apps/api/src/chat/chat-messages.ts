import type { EventRow, EventType } from "../events/events.repository.ts";

/** The body posted to the webhook (Slack's incoming-webhook shape). */
export interface ChatMessage {
  text: string;
}

/** What a delivery loads beside the event to word it. */
export interface ChatContext {
  publicUrl: string;
  organizationName: string;
  /** The user the event is about (events.user_id), when there is one. */
  subject: { displayName: string; uniqueName: string } | null;
}

interface Wording {
  /** One line of what happened; may name a program or report, so private programs never get it. */
  summary: (event: EventRow, c: ChatContext) => string;
  /** The page to open, under PUBLIC_URL. */
  path: (event: EventRow) => string;
}

// Slack reads &, < and > as markup: escape them in anything a person typed.
const escapeMarkup = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const who = (c: ChatContext) =>
  c.subject ? `${escapeMarkup(c.subject.displayName)} (@${escapeMarkup(c.subject.uniqueName)})` : "Someone";
const organizationPath = (e: EventRow) => `/organizations/${e.organizationId}`;

/**
 * The events posted to an organization's chat, by type. Reports, messages, state changes, rewards
 * and program events join this table with their issues; events without an entry are never posted.
 */
const wordings: Partial<Record<EventType, Wording>> = {
  "org.member.added": {
    summary: (_e, c) => `${who(c)} joined ${escapeMarkup(c.organizationName)}.`,
    path: (e) => `${organizationPath(e)}/members`,
  },
  // The number and a link only: a report's title may already describe the vulnerability.
  "report.submitted": {
    summary: (e, c) => `${who(c)} submitted report #${Number(e.payload.number) || "?"}.`,
    path: (e) => `${organizationPath(e)}/reports/${e.reportId}`,
  },
};

export const isChatEvent = (type: string): boolean => Object.hasOwn(wordings, type);

/**
 * Whether an event's program keeps its details private, so the message may carry only a link.
 * Program events say so in `payload.programDetailsPrivate`; an event with a program that does not
 * say `false` is treated as private.
 */
export const hasPrivateProgramDetails = (event: Pick<EventRow, "programId" | "payload">): boolean =>
  event.programId !== null && event.payload.programDetailsPrivate !== false;

/** The message for an event, or null for a type that is not posted. */
export function chatMessageFor(event: EventRow, c: ChatContext): ChatMessage | null {
  const wording = wordings[event.type as EventType];
  if (!wording) return null;
  const link = `${c.publicUrl.replace(/\/$/, "")}${wording.path(event)}`;
  if (hasPrivateProgramDetails(event)) return { text: `<${link}>` };
  return { text: `${wording.summary(event, c)} <${link}|Open in Bounty>` };
}
