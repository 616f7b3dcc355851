/**
 * Spec 2 §4 "Messages", as pure rules. The caller is seen from one report: whether they sent it,
 * whether they staff its program, and whether they came with a session (API keys read, never write).
 */
export interface ConversationCaller {
  userId: string;
  session: boolean;
  sender: boolean;
  organization: boolean;
}

/** The facts of a message the rules read. */
export interface MessageFacts {
  senderId: string | null;
  affiliation: "hunter" | "member";
  deleted: boolean;
  /** The report's first message, its description. */
  description: boolean;
}

/** Which side the caller writes from: staff write as the organization, the sender as the hunter. */
export const sideOf = (c: ConversationCaller): "hunter" | "member" | null =>
  c.organization ? "member" : c.sender ? "hunter" : null;

/** Writing a new message: a session of the sender or of the program's staff. */
export const canPostMessage = (c: ConversationCaller): boolean => c.session && sideOf(c) !== null;

/**
 * Editing: on the hunter side the sender's own messages; on the organization side one's own
 * messages and every organization message (a colleague's typo can be fixed; a hunter's words cannot).
 */
export function canEditMessage(c: ConversationCaller, m: MessageFacts): boolean {
  if (!c.session || m.deleted) return false;
  const own = m.senderId !== null && m.senderId === c.userId;
  if (c.organization) return own || m.affiliation === "member";
  return c.sender && own;
}

/** Deleting follows editing, except the description: the report would lose its body (decisions.md). */
export const canDeleteMessage = (c: ConversationCaller, m: MessageFacts): boolean =>
  !m.description && canEditMessage(c, m);

/** Attaching: the message's author, on a message still there. */
export const canAttachToMessage = (c: ConversationCaller, m: MessageFacts): boolean =>
  c.session && !m.deleted && m.senderId !== null && m.senderId === c.userId;

/**
 * Deleting an attachment (spec 2 §4): the organization side for organization messages, the hunter
 * side for hunter messages.
 */
export function canDeleteAttachment(c: ConversationCaller, m: MessageFacts): boolean {
  if (!c.session || m.deleted) return false;
  if (c.organization) return m.affiliation === "member";
  return c.sender && m.affiliation === "hunter";
}

/** Internal notes: the program's staff read and write them; nobody else learns they exist. */
export const canUseNotes = (c: ConversationCaller): boolean => c.session && c.organization;

/** Only a note's author deletes it (spec 2 §5). */
export const canDeleteNote = (c: ConversationCaller, note: { senderId: string | null }): boolean =>
  canUseNotes(c) && note.senderId !== null && note.senderId === c.userId;

/** A refused conversation step: the answer's code and the words the UI shows. */
export interface MessageRefusal {
  code: "forbidden" | "conflict";
  message: string;
}

/** Why the caller may not edit this message, or null (the abilities the page reads are `canEditMessage`). */
export function refuseEditMessage(c: ConversationCaller, m: MessageFacts): MessageRefusal | null {
  if (m.deleted) return { code: "conflict", message: "This message was deleted." };
  if (!canEditMessage(c, m)) return { code: "forbidden", message: "You cannot edit this message." };
  return null;
}

/** Why the caller may not delete this message, or null; the description is edited, never deleted. */
export function refuseDeleteMessage(c: ConversationCaller, m: MessageFacts): MessageRefusal | null {
  if (m.deleted) return { code: "conflict", message: "This message was already deleted." };
  if (m.description && canEditMessage(c, m))
    return { code: "conflict", message: "The description cannot be deleted; edit it instead." };
  if (!canDeleteMessage(c, m)) return { code: "forbidden", message: "You cannot delete this message." };
  return null;
}

/** Why the caller may not delete this message's files, or null. */
export const refuseDeleteAttachment = (c: ConversationCaller, m: MessageFacts): MessageRefusal | null =>
  canDeleteAttachment(c, m)
    ? null
    : { code: "forbidden", message: "You cannot delete this message's attachments." };
