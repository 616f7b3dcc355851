import { z } from "zod";
import { type TimelineEventType, timelineEventTypes } from "../events/catalog.ts";
import { ListMeta, RowId, Timestamp } from "./common.ts";
import { CreditSystem } from "./program.ts";
import {
  REPORT_CONTENT_MAX,
  REPORT_STATE_GROUPS,
  ReportCriticalityInput,
  ReportPerson,
  ReportState,
} from "./report.ts";
import { LabelIds } from "./report-label.ts";

/** Issue 47: a member of the program's staff (their user id), or null to leave it to the team. */
const Assignee = z.uuid({ error: "Pick a member of the program's staff." }).nullable().optional();

/** Issue 47: labels put on and taken off, as changes (two members labelling at once both count). */
const labelChanges = { addLabels: LabelIds.optional(), removeLabels: LabelIds.optional() };
const labelsAgree = (b: { addLabels?: string[] | undefined; removeLabels?: string[] | undefined }) => {
  const removed = new Set((b.removeLabels ?? []).map((i) => i.toLowerCase()));
  return !(b.addLabels ?? []).some((i) => removed.has(i.toLowerCase()));
};
const NOT_BOTH = { error: "Put a label on or take it off, not both.", path: ["removeLabels"] };

/**
 * Issue 47: words to the hunter that go with a state change, posted as the organization's message on
 * each report the change moves (`{{hunter}}`, `{{report}}` and `{{program}}` filled for each).
 */
const StateMessage = z
  .string()
  .trim()
  .max(REPORT_CONTENT_MAX, `Use at most ${REPORT_CONTENT_MAX} characters.`)
  .optional();
const messageNeedsState = (b: { state?: unknown; message?: string | undefined }) =>
  !b.message || b.state !== undefined;
const MESSAGE_WITH_STATE = {
  error: "Send a message with a change of state, or write it in the conversation.",
  path: ["message"],
};

/** Spec 2 §4: moving a report to one of these needs a reason the hunter reads. */
export const REJECTED_STATES: readonly ReportState[] = REPORT_STATE_GROUPS.rejected;
export const isRejectedState = (s: ReportState): boolean => REJECTED_STATES.includes(s);

export const PRIORITY_MAX = 4;
export const REJECTION_REASON_MAX = 5_000;

/**
 * PATCH reports/{id}: the program's staff change the state (a rejected one with the reason the
 * hunter reads; duplicate with the original's number), the priority (0–4, null clears it) or the
 * organization's own assessment (null clears it).
 */
export const UpdateReport = z
  .strictObject({
    state: ReportState.optional(),
    priority: z
      .number({ error: `Pick a priority from 0 to ${PRIORITY_MAX}.` })
      .int()
      .min(0, `Pick a priority from 0 to ${PRIORITY_MAX}.`)
      .max(PRIORITY_MAX, `Pick a priority from 0 to ${PRIORITY_MAX}.`)
      .nullable()
      .optional(),
    orgAssessment: ReportCriticalityInput.nullable().optional(),
    assignee: Assignee,
    ...labelChanges,
    reason: z
      .string()
      .trim()
      .max(REJECTION_REASON_MAX, `Use at most ${REJECTION_REASON_MAX} characters.`)
      .optional(),
    message: StateMessage,
    /** The original's number, in the same program, for the duplicate state. */
    duplicateOf: z.number().int().min(1, "Name the original report's number.").optional(),
  })
  .refine(
    (b) =>
      b.state !== undefined ||
      b.priority !== undefined ||
      b.orgAssessment !== undefined ||
      b.assignee !== undefined ||
      b.addLabels !== undefined ||
      b.removeLabels !== undefined ||
      b.message !== undefined,
    { error: "Change the state, the priority, the assessment, the assignee or the labels." },
  )
  .refine(labelsAgree, NOT_BOTH)
  .refine(messageNeedsState, MESSAGE_WITH_STATE);
export type UpdateReport = z.infer<typeof UpdateReport>;

/** The report events a timeline shows (spec 2 §3 "Event"): those with a timeline row in the catalog. */
export const reportActivityTypes = timelineEventTypes as [TimelineEventType, ...TimelineEventType[]];
export const ReportActivityType = z.enum(reportActivityTypes);
export type ReportActivityType = z.infer<typeof ReportActivityType>;

/**
 * One event of a report's timeline. `info` holds what the type names: from and to for changes, the
 * reason (and the original's number) for a rejection, the original's number when it was resolved.
 */
export const ReportActivity = z.object({
  id: RowId,
  type: ReportActivityType,
  createdAt: Timestamp,
  actor: ReportPerson.nullable(),
  affiliation: z.enum(["hunter", "member"]).nullable(),
  info: z.object({
    from: z.union([z.string(), z.number()]).nullable().optional(),
    to: z.union([z.string(), z.number()]).nullable().optional(),
    reason: z.string().optional(),
    duplicateOf: z.number().int().optional(),
    automatic: z.boolean().optional(),
    /** A disclosure withdrawn because its report was reopened (the disclosure rule). */
    reopened: z.boolean().optional(),
    /** A reward: its amount (below zero for a correction), yen or points, and the staff's words. */
    amount: z.number().int().optional(),
    system: CreditSystem.optional(),
    description: z.string().optional(),
    /** A disclosure: when it goes (or went) public, and when an unanswered request discloses itself. */
    publishAt: Timestamp.optional(),
    disclosesAt: Timestamp.optional(),
    /** A retest: its fee (yen), the hunter's answer, and until when it waits. */
    fee: z.number().int().optional(),
    outcome: z.enum(["fixed", "not_fixed"]).optional(),
    expiresAt: Timestamp.optional(),
    /** Labels (issue 47): the names put on and taken off. */
    added: z.array(z.string()).optional(),
    removed: z.array(z.string()).optional(),
  }),
});
export type ReportActivity = z.infer<typeof ReportActivity>;

export const ReportActivityList = z.object({ data: z.array(ReportActivity), meta: ListMeta });
export type ReportActivityList = z.infer<typeof ReportActivityList>;

/** An earlier report of the same program that looks like this one (the staff's duplicate check). */
export const PossibleDuplicate = z.object({
  id: RowId,
  number: z.number().int(),
  title: z.string(),
  state: ReportState,
  /** Trigram similarity of title and description, plus 0.1 each for the same scope and type. */
  score: z.number(),
});
export type PossibleDuplicate = z.infer<typeof PossibleDuplicate>;

/** Issue 31: how many reports one bulk change may name (the table's "select all N matching" included). */
export const BULK_REPORTS_MAX = 500;

/**
 * POST reports/bulk: one change of state (a rejected one with one reason for all) or priority applied
 * to every named report, all or nothing. Duplicate is left out: each duplicate names its own original.
 */
export const BulkUpdateReports = z
  .strictObject({
    reports: z
      .array(z.uuid({ error: "Not a valid id." }))
      .min(1, "Select at least one report.")
      .max(BULK_REPORTS_MAX, `Select at most ${BULK_REPORTS_MAX} reports at a time.`)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
        error: "Name each report once.",
      }),
    state: ReportState.exclude(["duplicate"], {
      error: (issue) =>
        issue.input === "duplicate"
          ? "Mark duplicates one at a time: each names its own original."
          : `Pick one of ${ReportState.options.filter((s) => s !== "duplicate").join(", ")}.`,
    }).optional(),
    priority: UpdateReport.shape.priority,
    reason: UpdateReport.shape.reason,
    message: StateMessage,
    assignee: Assignee,
    ...labelChanges,
  })
  .refine(
    (b) =>
      b.state !== undefined ||
      b.priority !== undefined ||
      b.assignee !== undefined ||
      b.addLabels !== undefined ||
      b.removeLabels !== undefined ||
      b.message !== undefined,
    { error: "Change the state, the priority, the assignee or the labels." },
  )
  .refine(labelsAgree, NOT_BOTH)
  .refine(messageNeedsState, MESSAGE_WITH_STATE);
export type BulkUpdateReports = z.infer<typeof BulkUpdateReports>;

export const BulkUpdateResult = z.object({
  /** Every report named; `changed` counts those the request moved (the others already stood so). */
  reports: z.number().int(),
  changed: z.number().int(),
});
export type BulkUpdateResult = z.infer<typeof BulkUpdateResult>;
