import { z } from "zod";
import { SEVERITY_LEVELS } from "../severity/severity.ts";
import { RowId, Timestamp } from "./common.ts";
import { CreditSystem } from "./program.ts";
import { ReportPerson, type ReportState } from "./report.ts";

/** Spec 2 §9: the disclosed-report list's page size. */
export const DISCLOSURES_PER_PAGE = 20;
export const DISCLOSURE_SUMMARY_MAX = 20_000;
export const DISCLOSURE_TITLE_MAX = 200;
/** The default period after which a request staff leave unanswered is disclosed (HackerOne's 30 days). */
export const DEFAULT_DISCLOSURE_AFTER_DAYS = 30;
/** Staff are reminded this many days before an unanswered request discloses itself. */
export const DISCLOSURE_REMINDER_DAYS = 7;
export const DISCLOSURE_TITLE_EMPTY = "The disclosure needs a title.";

const summary = (what: string) =>
  z
    .string({ error: `Write ${what}.` })
    .trim()
    .min(1, `Write ${what}.`)
    .max(DISCLOSURE_SUMMARY_MAX, `Use at most ${DISCLOSURE_SUMMARY_MAX} characters.`);

/** PUT reports/{id}/disclosure-request: the hunter's summary, the part of the disclosure they write. */
export const PutDisclosureRequest = z.strictObject({ summary: summary("a summary") });
export type PutDisclosureRequest = z.infer<typeof PutDisclosureRequest>;

/** A request: pending until staff disclose the report (it is then answered) or reject it. */
export const DisclosureRequestStatus = z.enum(["pending", "rejected"]);
export type DisclosureRequestStatus = z.infer<typeof DisclosureRequestStatus>;

export const DisclosureRequest = z.object({
  summary: z.string(),
  status: DisclosureRequestStatus,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  rejectedAt: Timestamp.nullable(),
  /** When an unanswered request discloses itself (null: the program never does, or it is answered). */
  disclosesAt: Timestamp.nullable(),
});
export type DisclosureRequest = z.infer<typeof DisclosureRequest>;

/**
 * PUT reports/{id}/disclosure: staff publish (or edit) the disclosure. `publishAt` in the future
 * saves it to go public then; omitted or past, it is public at once.
 */
export const PutDisclosure = z.strictObject({
  title: z
    .string({ error: DISCLOSURE_TITLE_EMPTY })
    .trim()
    .min(1, DISCLOSURE_TITLE_EMPTY)
    .max(DISCLOSURE_TITLE_MAX, `Use at most ${DISCLOSURE_TITLE_MAX} characters.`),
  orgSummary: z
    .string()
    .trim()
    .max(DISCLOSURE_SUMMARY_MAX, `Use at most ${DISCLOSURE_SUMMARY_MAX} characters.`)
    .default(""),
  publishAt: z.iso
    .datetime({ offset: true, error: "Pick a valid publication date." })
    .nullable()
    .default(null),
});
export type PutDisclosure = z.input<typeof PutDisclosure>;

/** `scheduled`: saved to go public at `publishedAt`; `published`: public. */
export const DisclosureStatus = z.enum(["scheduled", "published"]);
export type DisclosureStatus = z.infer<typeof DisclosureStatus>;

/**
 * A disclosure: everything of a report that is ever published (issue 29). Never its description,
 * messages, attachments, notes or priority.
 */
export const Disclosure = z.object({
  id: RowId,
  program: z.object({ id: RowId, slug: z.string(), name: z.string() }),
  title: z.string(),
  /** The sender, or null when the report is anonymous (imported, or its sender's account deleted). */
  reportedBy: ReportPerson.nullable(),
  criticality: z.enum(SEVERITY_LEVELS).nullable(),
  /** What the report was paid, from the ledger; null when the program hides amounts or pays none. */
  rewardAmount: z.number().int().nullable(),
  creditSystem: CreditSystem,
  status: DisclosureStatus,
  orgSummary: z.string(),
  userSummary: z.string(),
  /** The report's submission and the disclosure's publication (planned, when scheduled). */
  reportedAt: Timestamp,
  publishedAt: Timestamp,
  createdAt: Timestamp,
  /** Disclosed by itself: staff left the hunter's request unanswered for the program's period. */
  automatic: z.boolean(),
});
export type Disclosure = z.infer<typeof Disclosure>;

export const DisclosureList = z.object({
  data: z.array(Disclosure),
  meta: z.object({ total: z.number().int(), page: z.number().int(), perPage: z.number().int() }),
});
export type DisclosureList = z.infer<typeof DisclosureList>;

export const ListDisclosuresQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(DISCLOSURES_PER_PAGE).default(DISCLOSURES_PER_PAGE),
});

/**
 * The states in which a report may be disclosed: closed ones, accepted or rejected (as HackerOne
 * allows), never while it is open or Unresolved (valid and not yet fixed).
 */
export const DISCLOSABLE_STATES = [
  "resolved",
  "informational",
  "out_of_scope",
  "not_applicable",
  "not_reproducible",
  "duplicate",
] as const satisfies readonly ReportState[];
export const isDisclosableState = (state: ReportState): boolean =>
  (DISCLOSABLE_STATES as readonly ReportState[]).includes(state);
export const NOT_DISCLOSABLE = "Only a closed report can be disclosed: resolved, informational or rejected.";
export const DUPLICATE_NOT_DISCLOSABLE =
  "A duplicate can be disclosed once its original is closed: until then it would publish the original's vulnerability.";

/** The states an original must be in for its duplicates to be disclosed: closed, and not a duplicate itself. */
export const ORIGINAL_CLOSED_STATES = DISCLOSABLE_STATES.filter((s) => s !== "duplicate");

/**
 * The disclosure rule (issue 44): a disclosure is public only while its report is closed, and a
 * duplicate's only while its original is closed too (a duplicate's proof of concept is the original's
 * vulnerability). Why a report may not be disclosed now, or null. Its SQL form is
 * `reportMayBeDisclosed` in the API's standing module; a test holds the two together.
 */
export function disclosureRefusal(report: {
  state: ReportState;
  originalState: ReportState | null;
}): string | null {
  if (!isDisclosableState(report.state)) return NOT_DISCLOSABLE;
  if (
    report.state === "duplicate" &&
    !(
      report.originalState &&
      (ORIGINAL_CLOSED_STATES as readonly ReportState[]).includes(report.originalState)
    )
  )
    return DUPLICATE_NOT_DISCLOSABLE;
  return null;
}
export const disclosureMayBePublic = (report: { state: ReportState; originalState: ReportState | null }) =>
  disclosureRefusal(report) === null;

/** GET reports/{id}/disclosure-request: the request, or null, and what the caller may do. */
export const DisclosureRequestAnswer = z.object({
  data: DisclosureRequest.nullable(),
  abilities: z.object({
    /** The sender may send, edit or delete it (a closed report with no disclosure). */
    edit: z.boolean(),
    /** Staff may reject a pending request. */
    reject: z.boolean(),
  }),
});
export type DisclosureRequestAnswer = z.infer<typeof DisclosureRequestAnswer>;

/** GET reports/{id}/disclosure: the disclosure (scheduled ones too), or null, and the staff's ability. */
export const DisclosureAnswer = z.object({
  data: Disclosure.nullable(),
  abilities: z.object({ disclose: z.boolean() }),
});
export type DisclosureAnswer = z.infer<typeof DisclosureAnswer>;
