import { z } from "zod";
import { Id, RowId, Timestamp } from "./common.ts";

// Issue 31: the in-app inbox, the notifications a person received (the same ones their mails are
// made from), with their read state.

export const INBOX_PER_PAGE = 50;

export const InboxQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(INBOX_PER_PAGE),
  unread: z.stringbool({ error: "Give unread as true or false." }).default(false),
});
export type InboxQuery = z.infer<typeof InboxQuery>;

export const InboxItem = z.object({
  /** The event's id: one line per event and person. */
  id: RowId,
  type: z.string(),
  /** The notification's words in the reader's language (its mail's subject). */
  text: z.string(),
  /** Where it leads on this site. */
  path: z.string(),
  createdAt: Timestamp,
  read: z.boolean(),
  reportId: RowId.nullable(),
});
export type InboxItem = z.infer<typeof InboxItem>;

export const InboxList = z.object({
  data: z.array(InboxItem),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
    unread: z.number().int(),
  }),
});
export type InboxList = z.infer<typeof InboxList>;

/** POST users/authenticated/inbox/read: every unread line, a report's, or the named ones. */
export const MarkInboxRead = z.union(
  [
    z.strictObject({ all: z.literal(true) }),
    z.strictObject({ report: Id }),
    z.strictObject({
      events: z.array(Id).min(1, "Name at least one line.").max(200, "Name at most 200 lines."),
    }),
  ],
  { error: "Say which lines: { all: true }, { report } or { events }." },
);
export type MarkInboxRead = z.infer<typeof MarkInboxRead>;
