import {
  type ChatEventType,
  formatCreditAmount,
  REPORT_STATE_NAMES,
  type ReportState,
  reportStates,
} from "@bounty/shared";
import type { EventRow } from "../events/event-types.ts";

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
  /** Whether this event of the type is posted; every one when absent. */
  posted?: (event: Pick<EventRow, "payload">) => boolean;
}

// Slack reads &, < and > as markup: escape them in anything a person typed.
const escapeMarkup = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const who = (c: ChatContext) =>
  c.subject ? `${escapeMarkup(c.subject.displayName)} (@${escapeMarkup(c.subject.uniqueName)})` : "Someone";
const organizationPath = (e: EventRow) => `/organizations/${e.organizationId}`;
const reportPath = (e: EventRow) => `${organizationPath(e)}/reports/${e.reportId}`;
const reportNumber = (e: EventRow) => `#${Number(e.payload.number) || "?"}`;
const stateName = (value: unknown) =>
  reportStates.includes(value as ReportState) ? REPORT_STATE_NAMES[value as ReportState] : "?";
// A state change says only the two states: a rejection's reason is written to the hunter.
const stateChange: Wording = {
  summary: (e) =>
    `Report ${reportNumber(e)} moved from ${stateName(e.payload.from)} to ${stateName(e.payload.to)}.`,
  path: reportPath,
};

/** The wording of every type the catalog posts to chat (its chat row); no other type is posted. */
const wordings: Record<ChatEventType, Wording> = {
  "org.member.added": {
    summary: (_e, c) => `${who(c)} joined ${escapeMarkup(c.organizationName)}.`,
    path: (e) => `${organizationPath(e)}/members`,
  },
  // Report lines carry the number, never a title or words: a title may already describe the
  // vulnerability, and a message may hold its proof.
  "report.submitted": {
    summary: (e, c) => `${who(c)} submitted report ${reportNumber(e)}.`,
    path: reportPath,
  },
  "report.message.submitted": {
    summary: (e, c) =>
      e.payload.affiliation === "hunter"
        ? `${who(c)} wrote on report ${reportNumber(e)}.`
        : `${escapeMarkup(c.organizationName)} replied on report ${reportNumber(e)}.`,
    path: reportPath,
  },
  // A first read that marks a new report checked is not news to the channel.
  "report.state.changed": { ...stateChange, posted: (e) => e.payload.automatic !== true },
  "report.rejected": stateChange,
  // The hunter's summary stays for the disclosure: chat says only that it was asked for.
  "report.disclosure.requested": {
    summary: (e, c) => `${who(c)} asked that report ${reportNumber(e)} be disclosed.`,
    path: reportPath,
  },
  "report.disclosed": {
    summary: (e) =>
      e.payload.automatic === true
        ? `Report ${reportNumber(e)} was disclosed: its disclosure request went unanswered.`
        : `Report ${reportNumber(e)} was disclosed.`,
    path: reportPath,
  },
  // The amount, never the reward's words.
  "report.rewarded": {
    summary: (e) => {
      const amount = Number(e.payload.amount) || 0;
      const text = formatCreditAmount(amount, e.payload.system === "point" ? "point" : "money");
      return amount < 0
        ? `A reward on report ${reportNumber(e)} was corrected by ${text}.`
        : `Report ${reportNumber(e)} was rewarded ${text}.`;
    },
    path: reportPath,
  },
};

const wordingOf = (event: Pick<EventRow, "type" | "payload">): Wording | null => {
  const wording = Object.hasOwn(wordings, event.type) ? wordings[event.type as ChatEventType] : undefined;
  return wording && (wording.posted?.(event) ?? true) ? wording : null;
};

/** Whether the event is posted to the organization's chat. */
export const isChatEvent = (event: Pick<EventRow, "type" | "payload">): boolean => wordingOf(event) !== null;

/**
 * Whether an event's program keeps its details private, so the message may carry only a link.
 * Program events say so in `payload.programDetailsPrivate`; an event with a program that does not
 * say `false` is treated as private.
 */
export const hasPrivateProgramDetails = (event: Pick<EventRow, "programId" | "payload">): boolean =>
  event.programId !== null && event.payload.programDetailsPrivate !== false;

/** The message for an event, or null for a type that is not posted. */
export function chatMessageFor(event: EventRow, c: ChatContext): ChatMessage | null {
  const wording = wordingOf(event);
  if (!wording) return null;
  const link = `${c.publicUrl.replace(/\/$/, "")}${wording.path(event)}`;
  if (hasPrivateProgramDetails(event)) return { text: `<${link}>` };
  return { text: `${wording.summary(event, c)} <${link}|Open in Bounty>` };
}
