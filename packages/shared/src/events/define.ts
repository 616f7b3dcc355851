import type { z } from "zod";

/** Who in an organization reads an event in its activity feed (and hears it on the live stream). */
export type FeedAudience = "members" | "admin" | "programStaff";

/** Who of a report's readers learns of a report event: all of them (its sender too), or its staff. */
export type ReportAudience = "readers" | "staff";

/** The e-mail preferences a person turns off in their settings or with a mail's one-click link. */
export const mailPreferences = [
  "reportReplies",
  "reportUpdates",
  "programReports",
  "responseTargets",
  "applications",
  "accountUpdates",
] as const;
export type MailPreference = (typeof mailPreferences)[number];

/**
 * Who is mailed about an event: the report's sender, the staff of the event's program (its admins
 * and managers), the other side of a report message, the person the event is about (`userId`), or
 * the member who asked for a program's activation, or the side that takes a triage vulnerability's
 * next step (the program's triagers, or its staff), or the person who asked for a retest, or the
 * member a report was just assigned to (issue 47).
 */
export type MailRecipients =
  | "sender"
  | "programStaff"
  | "otherSide"
  | "subject"
  | "requester"
  | "triageNext"
  | "retestRequester"
  | "assignee";

/** Why a mail comes: a preference that turns it off, or `security`, which nothing turns off. */
export type MailReason = MailPreference | "security";

export interface MailRow {
  to: MailRecipients;
  /** The preference that turns this mail off; `security` mails go to the person even when they act. */
  preference: MailReason;
}

/** Every reader of the log and what it takes of one event type; null: that reader ignores it. */
export interface EventReaders {
  /** The organization's activity feed, its counts and the live stream of its members. */
  feed: FeedAudience | null;
  /** The live stream of the report's readers (a report event's sender and staff). */
  live: ReportAudience | null;
  /** The report's timeline. */
  timeline: ReportAudience | null;
  /** The organization's chat webhook. */
  chat: boolean;
  /** Notification mail. */
  mail: MailRow | null;
  /**
   * The public side: program activity and profile activity, read by whoever may see the program's
   * details (issue 29). Public facts only, and a report's title only once it is disclosed.
   */
  public: boolean;
}

/** What an event is about: the columns its row fills beside the organization. */
export type EventSubject = "organization" | "program" | "report" | "user";

export interface EventSpec<P extends z.ZodType = z.ZodType, R extends EventReaders = EventReaders> {
  about: EventSubject;
  payload: P;
  readers: R;
}

const none = { feed: null, live: null, timeline: null, chat: false, mail: null, public: false } as const;

type Filled<R> = {
  [K in keyof EventReaders]: K extends keyof R ? Exclude<R[K], undefined> : (typeof none)[K];
};

/** One catalog entry: readers not named ignore the type. */
export const event = <P extends z.ZodType, const R extends Partial<EventReaders>>(
  about: EventSubject,
  payload: P,
  readers: R,
): EventSpec<P, Filled<R>> =>
  ({ about, payload, readers: { ...none, ...readers } }) as EventSpec<P, Filled<R>>;
