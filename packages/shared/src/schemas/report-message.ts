import { z } from "zod";
import { Id, ListMeta, pagination, RowId, Timestamp } from "./common.ts";
import { REPORT_CONTENT_MAX, ReportAttachment, ReportPerson } from "./report.ts";

/** Spec 2 §9: a report's messages come 300 a page, its internal notes 400. */
export const MESSAGES_PER_PAGE = 300;
export const NOTES_PER_PAGE = 400;

/** Spec 2 §8: what a stopped program answers to a new message (and a reward). */
export const PROGRAM_STOPPED_TEXT =
  "The program has been stopped, messages and rewards can not be sent anymore.";
export const PROGRAM_STOPPED_HINT =
  "You can start the program again from your program page to resume messaging";

const messageText = (empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(REPORT_CONTENT_MAX, `Use at most ${REPORT_CONTENT_MAX} characters.`);

/** POST messages. */
export const CreateMessage = z.strictObject({ report: Id, content: messageText("Write a message.") });
export type CreateMessage = z.infer<typeof CreateMessage>;

/** PUT messages/{id}. */
export const UpdateMessage = z.strictObject({ content: messageText("Write a message.") });
export type UpdateMessage = z.infer<typeof UpdateMessage>;

/** GET messages: one report's conversation, oldest first. */
export const ListMessagesQuery = z.strictObject({ report: Id, ...pagination(MESSAGES_PER_PAGE).shape });
export type ListMessagesQuery = z.infer<typeof ListMessagesQuery>;

/**
 * A message of the conversation. A deleted one keeps its place with who deleted it and when; its
 * content is null and its attachments and revisions are gone. `can` is what the caller may do to it.
 */
export const ReportMessage = z.object({
  id: RowId,
  content: z.string().nullable(),
  sentAt: Timestamp,
  sender: ReportPerson.nullable(),
  affiliation: z.enum(["hunter", "member"]),
  /** The report's description is its first message. */
  description: z.boolean(),
  editedAt: Timestamp.nullable(),
  /** How many versions the message has had (0 when never edited). */
  revisions: z.number().int(),
  deleted: z.boolean(),
  deletedBy: ReportPerson.nullable(),
  deletedAt: Timestamp.nullable(),
  attachments: z.array(ReportAttachment),
  can: z.object({
    edit: z.boolean(),
    delete: z.boolean(),
    attach: z.boolean(),
    deleteAttachments: z.boolean(),
  }),
});
export type ReportMessage = z.infer<typeof ReportMessage>;

export const ReportMessageList = z.object({ data: z.array(ReportMessage), meta: ListMeta });
export type ReportMessageList = z.infer<typeof ReportMessageList>;

/** One version of an edited message: 1 is the text first sent. */
export const MessageRevision = z.object({
  number: z.number().int(),
  editor: ReportPerson.nullable(),
  createdAt: Timestamp,
  content: z.string(),
});
export type MessageRevision = z.infer<typeof MessageRevision>;

/** POST reports/{id}/notes: sent with Enter, never empty. */
export const CreateNote = z.strictObject({ content: messageText("Write a note.") });
export type CreateNote = z.infer<typeof CreateNote>;

/** An internal note: the program's staff only. */
export const ReportNote = z.object({
  id: RowId,
  content: z.string(),
  sentAt: Timestamp,
  sender: ReportPerson.nullable(),
  /** Only its author may delete a note. */
  can: z.object({ delete: z.boolean() }),
});
export type ReportNote = z.infer<typeof ReportNote>;

export const ReportNoteList = z.object({ data: z.array(ReportNote), meta: ListMeta });
export type ReportNoteList = z.infer<typeof ReportNoteList>;

export const ListNotesQuery = z.strictObject(pagination(NOTES_PER_PAGE).shape);
export type ListNotesQuery = z.infer<typeof ListNotesQuery>;
