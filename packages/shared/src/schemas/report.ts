import { z } from "zod";
import { REPORTS_PER_PAGE, reportSorts, reportStates } from "../constants.ts";
import { CvssMetrics } from "../severity/cvss/convert.ts";
import { CVSS_SEVERITIES, SEVERITY_LEVELS } from "../severity/severity.ts";
import { VrtId } from "../severity/taxonomy/vrt-id-schema.ts";
import { isSingleLine, SINGLE_LINE } from "../text-rules.ts";
import { CalendarDay, Id, ListMeta, RowId, repeatedParam, Timestamp } from "./common.ts";
import { CreditSystem, ProgramCvssVersion, ProgramRewards, ProgramType, programStates } from "./program.ts";
import { ScopeCategory } from "./program-scope.ts";
import { LabelFilter, ReportLabel } from "./report-label.ts";
import { ReportTarget } from "./response-targets.ts";

export const ReportState = z.enum(reportStates);
export type ReportState = z.infer<typeof ReportState>;

/** A state's English name where no translation reaches (mails, chat messages). */
export const REPORT_STATE_NAMES: Record<ReportState, string> = {
  new: "New",
  checked: "Checked",
  unresolved: "Unresolved",
  resolved: "Resolved",
  informational: "Informational",
  out_of_scope: "Out of scope",
  not_applicable: "Not applicable",
  not_reproducible: "Not reproducible",
  duplicate: "Duplicate",
};

/** Spec 2 §4: the status filter's groups. */
export const REPORT_STATE_GROUPS = {
  open: ["new", "checked"],
  accepted: ["unresolved", "resolved", "informational"],
  rejected: ["out_of_scope", "not_applicable", "not_reproducible", "duplicate"],
} as const satisfies Record<string, readonly ReportState[]>;

/**
 * The status filter spells not_reproducible "not_reproducable" (spec 2 §2); both spellings are
 * accepted and mean the same state.
 */
export const ReportStateFilter = z
  .enum([...reportStates, "not_reproducable"], {
    error: `Pick one of ${reportStates.join(", ")}.`,
  })
  .transform((s): ReportState => (s === "not_reproducable" ? "not_reproducible" : s));

/** Spec 2 §3: the severity a hunter or member picks by hand. */
export const CustomSeverity = z.enum(CVSS_SEVERITIES, { error: "Pick none, low, medium, high or critical." });
export type CustomSeverity = z.infer<typeof CustomSeverity>;

/** What a submission says of its severity: a custom level, or CVSS metrics scored on the server. */
export const ReportCriticalityInput = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("custom"), severity: CustomSeverity }),
    z.strictObject({ type: z.literal("cvss"), cvss: CvssMetrics }),
  ],
  { error: "Pick a custom severity or a CVSS assessment." },
);
export type ReportCriticalityInput = z.infer<typeof ReportCriticalityInput>;

/** A stored assessment: the CVSS kind carries its vector and the server's score. */
export const ReportCriticality = z.discriminatedUnion("type", [
  z.object({ type: z.literal("custom"), severity: CustomSeverity }),
  z.object({
    type: z.literal("cvss"),
    severity: CustomSeverity,
    cvss: CvssMetrics,
    vector: z.string(),
    score: z.number(),
  }),
]);
export type ReportCriticality = z.infer<typeof ReportCriticality>;

export const REPORT_TITLE_MAX = 200;
export const REPORT_CONTENT_MAX = 100_000;

/** POST reports (spec 2 §3's creation payload); unknown keys are refused. */
export const CreateReport = z.strictObject({
  title: z
    .string({ error: "Enter a title." })
    .trim()
    .min(1, "Enter a title.")
    .max(REPORT_TITLE_MAX, `Use at most ${REPORT_TITLE_MAX} characters.`)
    .refine(isSingleLine, SINGLE_LINE),
  scope: Id,
  content: z
    .string({ error: "Enter a description." })
    .trim()
    .min(1, "Enter a description.")
    .max(REPORT_CONTENT_MAX, `Use at most ${REPORT_CONTENT_MAX} characters.`),
  program: Id,
  criticality: ReportCriticalityInput.optional(),
  vrt: VrtId.optional(),
});
export type CreateReport = z.infer<typeof CreateReport>;

/** Spec 2 §2: the terms checkbox's text. */
export const REPORT_TERMS_TEXT =
  "If you do not agree to the terms of our program, you can not submit a report.";

export const ReportSort = z.enum(reportSorts, {
  error: `Sort by ${reportSorts.slice(0, -1).join(", ")} or ${reportSorts.at(-1)}.`,
});
export type ReportSort = z.infer<typeof ReportSort>;

/** A query value that may be repeated (`?state=new&state=checked`), read as a list. */
const repeated = <T extends z.ZodType>(item: T) => repeatedParam(z.array(item).max(50));

const day = CalendarDay;

/**
 * Issue 47: whose reports a staff list shows: the caller's (`me`), nobody's (`none`, left to the
 * team), or one member's (their user id).
 */
export const AssigneeFilter = z.union([z.enum(["me", "none"]), Id], {
  error: "Pick me, none or a member's id.",
});
export type AssigneeFilter = z.infer<typeof AssigneeFilter>;

/** GET reports (spec 2 §7): arrays repeated; `view` picks the hunter's own list or the organization's. */
export const ListReportsQuery = z.strictObject({
  criticality: repeated(z.enum(SEVERITY_LEVELS, { error: `Pick one of ${SEVERITY_LEVELS.join(", ")}.` })),
  program: repeated(Id),
  organization: Id.optional(),
  state: repeated(ReportStateFilter),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(REPORTS_PER_PAGE).default(REPORTS_PER_PAGE),
  s: z.string().trim().max(200, "Search with at most 200 characters.").optional(),
  view: z.enum(["hunter", "org"], { error: "Pick the hunter or org view." }).default("hunter"),
  after: day.optional(),
  before: day.optional(),
  sort: ReportSort.default("creation"),
  number: z.coerce.number().int().min(1).optional(),
  /** Issue 47: the organization's view only. */
  assignee: AssigneeFilter.optional(),
  /** Issue 47: reports carrying every one of these labels (the organization's view only). */
  label: repeatedParam(LabelFilter),
  /** Issue 30: only open reports past their current response target. */
  overdue: z.stringbool({ error: "Give overdue as true or false." }).optional(),
  /** Issue 31: only these reports (the table's selection, exported), up to a page of them. */
  report: repeatedParam(z.array(Id).max(REPORTS_PER_PAGE, `Name at most ${REPORTS_PER_PAGE} reports.`)),
});
export type ListReportsQuery = z.infer<typeof ListReportsQuery>;

export const ReportPerson = z.object({
  id: RowId,
  displayName: z.string(),
  uniqueName: z.string(),
  icon: z.string().nullable(),
});
export type ReportPerson = z.infer<typeof ReportPerson>;

export const ReportProgram = z.object({
  id: RowId,
  slug: z.string(),
  name: z.string(),
  type: ProgramType,
  activated: z.boolean(),
  /** open, suspended or stopped: a stopped program takes no new message (spec 2 §4). */
  status: z.enum(programStates),
  cvssVersion: ProgramCvssVersion,
  creditSystem: CreditSystem,
  replySpeed: z.number().int(),
  organization: z.object({ id: RowId, name: z.string(), icon: z.string().nullable() }),
});

/** The scope group as it stood when the report was sent. */
export const ReportScope = z.object({
  id: RowId,
  type: z.array(ScopeCategory),
  identifier: z.string(),
  vrtIds: z.array(z.string()),
});
export type ReportScope = z.infer<typeof ReportScope>;

/** A report in a list: what a row shows, never the description. */
export const ReportSummary = z.object({
  id: RowId,
  number: z.number().int(),
  title: z.string(),
  state: ReportState,
  priority: z.number().int().nullable(),
  /** The hunter's assessment's level, or the type's when the hunter gave none. */
  severity: z.enum(SEVERITY_LEVELS).nullable(),
  sentAt: Timestamp,
  lastCommentAt: Timestamp.nullable(),
  stateChangedAt: Timestamp,
  /** Spec 2 §3: the program's staff have opened it. */
  seen: z.boolean(),
  program: ReportProgram,
  /** Null once the sender's account is deleted, or for an imported report. */
  sender: ReportPerson.nullable(),
  /** Issue 33: brought in by the program's staff (no sender, never rewarded). */
  isImport: z.boolean(),
  scope: ReportScope,
  vrt: z.string().nullable(),
  messages: z.object({ count: z.number().int() }),
  /** Issue 30: an open report's current response target; null once closed or without targets. */
  target: ReportTarget.nullable(),
  /** Issue 47: the member of the program's staff who owns it; null when unassigned or for the hunter. */
  assignee: ReportPerson.nullable(),
  /** Issue 47: the organization's labels on it, by name; always empty for the hunter. */
  labels: z.array(ReportLabel),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

/** A file attached to a message; `url` downloads it (always as a download). */
export const ReportAttachment = z.object({
  name: z.string(),
  mimetype: z.string(),
  size: z.number().int(),
  url: z.string(),
  createdAt: Timestamp,
});
export type ReportAttachment = z.infer<typeof ReportAttachment>;

/** Spec 2 §9: each attachment is smaller than 30 MB. */
export const ATTACHMENT_MAX_BYTES = 30 * 1024 * 1024 - 1;
export const ATTACHMENT_TOO_LARGE = "You can upload attachments smaller than 30MB";

/** The report policy's actions a caller may take, as the report page needs them. */
export const ReportAbilities = z.object({
  readOrganizationView: z.boolean(),
  compare: z.boolean(),
  setState: z.boolean(),
  setPriority: z.boolean(),
  assign: z.boolean(),
  label: z.boolean(),
  assess: z.boolean(),
  reward: z.boolean(),
});
export type ReportAbilities = z.infer<typeof ReportAbilities>;

/** GET reports/{id}: the report with its description and the promises it was sent under. */
export const Report = ReportSummary.extend({
  content: z.string(),
  criticality: ReportCriticality.nullable(),
  /** The program's reward table when the report was sent. */
  rewards: ProgramRewards,
  messages: z.object({ count: z.number().int(), latest: z.object({ id: RowId }) }),
  /** The description's attachments. */
  attachments: z.array(ReportAttachment),
  /** The organization's own assessment. */
  orgAssessment: ReportCriticality.nullable(),
  /** The original, when the report is marked duplicate (its number only: its content is not the hunter's). */
  duplicateOf: z.object({ number: z.number().int() }).nullable(),
  /** How the viewer stands: its sender, and/or the program's staff (organization access). */
  access: z.object({ sender: z.boolean(), organization: z.boolean() }),
  /** What the viewer may do to it: the report policy's actions (writes need a signed-in session). */
  abilities: ReportAbilities,
});
export type Report = z.infer<typeof Report>;

export const ReportList = z.object({ data: z.array(ReportSummary), meta: ListMeta });
export type ReportList = z.infer<typeof ReportList>;

/** The CSV export's columns, in order. */
export const REPORT_CSV_COLUMNS = [
  "number",
  "title",
  "program",
  "state",
  "severity",
  "vrt",
  "scope",
  "sender",
  "assignee",
  "labels",
  "sent_at",
  "last_comment_at",
  "url",
] as const;
