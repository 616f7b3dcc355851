import { z } from "zod";
import { Id, pagination, RowId, repeatedParam, Timestamp } from "../schemas/common.ts";
import { ReportAttachment, ReportPerson, ReportState } from "../schemas/report.ts";
import { MESSAGES_PER_PAGE } from "../schemas/report-message.ts";
import { SEVERITY_LEVELS } from "../severity/severity.ts";
import { TRIAGE_REPORTS_PER_PAGE, TRIAGE_SUMMARY_MAX, triageActionTypes } from "./flow.ts";

export const TriageActionType = z.enum(triageActionTypes, {
  error: `Pick one of ${triageActionTypes.join(", ")}.`,
});
export type TriageActionType = z.infer<typeof TriageActionType>;
export const TriageSideName = z.enum(["triager", "organization"]);

const repeated = <T extends z.ZodType>(item: T) => repeatedParam(z.array(item));

/** GET triage/programs: `organization` repeated narrows to those organizations' programs. */
export const ListTriageProgramsQuery = z.object({ organization: repeated(Id).pipe(z.array(Id).max(50)) });

/** A program whose triage the caller takes part in, and on which side. */
export const TriageProgram = z.object({
  id: RowId,
  slug: z.string(),
  name: z.string(),
  organization: z.object({ id: RowId, name: z.string(), icon: z.string().nullable() }),
  /** The caller's sides: a triager, the organization (its admin or a manager of the program), or both. */
  sides: z.array(TriageSideName),
  /** Vulnerabilities still open in the flow (not invalid, not finalized). */
  open: z.number().int(),
});
export type TriageProgram = z.infer<typeof TriageProgram>;

/** GET triage/{id}/summary: how many vulnerabilities stand at each step; `none` are untriaged. */
export const TriageSummary = z.object({
  counts: z.partialRecord(z.enum([...triageActionTypes, "none"]), z.number().int()),
  total: z.number().int(),
});
export type TriageSummary = z.infer<typeof TriageSummary>;

export const triageOrders = ["createdAt", "lastActionAt", "severity", "number"] as const;

export const ListTriageReportsQuery = pagination(TRIAGE_REPORTS_PER_PAGE).extend({
  /** Where the vulnerability stands: its last action; `triage` also takes the untriaged ones. */
  action: repeated(TriageActionType).pipe(z.array(TriageActionType).max(triageActionTypes.length)),
  orderBy: z.enum(triageOrders).default("lastActionAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
  /** Only those whose last action (or, untriaged, whose sending) is older than this. */
  lastActionBefore: z.iso
    .datetime({ offset: true, error: "Use a date-time such as 2026-11-01T00:00:00Z." })
    .optional(),
});
export type ListTriageReportsQuery = z.infer<typeof ListTriageReportsQuery>;

export const TriageStep = z.object({ type: TriageActionType, createdAt: Timestamp });

/** A row of the triage table. */
export const TriageReportRow = z.object({
  id: RowId,
  number: z.number().int(),
  title: z.string(),
  severity: z.enum(SEVERITY_LEVELS).nullable(),
  state: ReportState,
  createdAt: Timestamp,
  /** The last action taken; null at the initial triage step. */
  lastAction: TriageStep.nullable(),
});
export type TriageReportRow = z.infer<typeof TriageReportRow>;

export const TriageActionEntry = z.object({
  id: RowId,
  type: TriageActionType,
  sequence: z.number().int(),
  summary: z.string(),
  createdAt: Timestamp,
  createdBy: ReportPerson.nullable(),
});
export type TriageActionEntry = z.infer<typeof TriageActionEntry>;

export const TriageMessage = z.object({
  id: RowId,
  content: z.string(),
  createdAt: Timestamp,
  sender: ReportPerson.nullable(),
  /** Its files (the triage flag of spec 2 §3's attachment): downloads at triage/{messageId}/attachments/{name}. */
  attachments: z.array(ReportAttachment),
});
export type TriageMessage = z.infer<typeof TriageMessage>;

/**
 * A message of the hunter's conversation with the organization, as the triage reads it (issue 47): the
 * words both sides can read, never the organization's internal notes. A deleted one keeps its place.
 */
export const TriageConversationMessage = z.object({
  id: RowId,
  content: z.string().nullable(),
  createdAt: Timestamp,
  sender: ReportPerson.nullable(),
  /** Who wrote: the hunter, or the organization's staff. */
  affiliation: z.enum(["hunter", "member"]),
  /** The report's description is the conversation's first message. */
  description: z.boolean(),
  editedAt: Timestamp.nullable(),
  deleted: z.boolean(),
  /** Its files: downloads at triage/{messageId}/attachments/{name}. */
  attachments: z.array(ReportAttachment),
});
export type TriageConversationMessage = z.infer<typeof TriageConversationMessage>;

/** GET triage/{id}/conversation: oldest first, as GET messages pages it. */
export const ListTriageConversationQuery = z.strictObject(pagination(MESSAGES_PER_PAGE).shape);
export type ListTriageConversationQuery = z.infer<typeof ListTriageConversationQuery>;

/** Spec 2 §3's triage vulnerability: the report as the triage team reads it, with its flow. */
export const TriageVulnerability = z.object({
  id: RowId,
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  severity: z.enum(SEVERITY_LEVELS).nullable(),
  state: ReportState,
  isImport: z.boolean(),
  createdAt: Timestamp,
  source: z.object({
    hunter: ReportPerson.nullable(),
    sentAt: Timestamp,
    program: z.object({ id: RowId, name: z.string(), slug: z.string() }),
    organization: z.object({ id: RowId, name: z.string() }),
  }),
  /** The scope's identifier; `path` and `snippet` where the report names them (reports do not yet: null). */
  target: z.object({ identifier: z.string(), path: z.string().nullable(), snippet: z.string().nullable() }),
  types: z.array(z.object({ typeId: z.string(), type: z.string() })),
  /** The report's own files (the hunter's proof of concept): downloads at triage/{messageId}/attachments/{name}. */
  attachments: z.array(ReportAttachment),
  /** The program the report was sent to (spec 2 §3's project), and its organization. */
  project: z.object({ id: RowId, name: z.string(), slug: z.string() }),
  organization: z.object({ id: RowId, name: z.string() }),
  /** The report this one duplicates, if it is a duplicate (decisions.md "Triage"). */
  originalResource: z.object({ id: RowId, number: z.number().int() }).nullable(),
  lastAction: TriageStep.nullable(),
  /** The step the flow waits for, and since when; null once the flow has ended. */
  nextAction: TriageStep.nullable(),
  actions: z.array(TriageActionEntry),
  messages: z.array(TriageMessage),
  /** The steps the flow allows now, the first being the primary one, and whether the caller may take each. */
  next: z.array(z.object({ type: TriageActionType, side: TriageSideName, allowed: z.boolean() })),
  sides: z.array(TriageSideName),
});
export type TriageVulnerability = z.infer<typeof TriageVulnerability>;

const summary = z
  .string()
  .trim()
  .max(TRIAGE_SUMMARY_MAX, `Write the summary in at most ${TRIAGE_SUMMARY_MAX} characters.`);

/** POST triage/{id}/actions. */
export const CreateTriageAction = z.strictObject({ type: TriageActionType, summary: summary.default("") });
export type CreateTriageAction = z.infer<typeof CreateTriageAction>;

/** The most vulnerabilities one bulk step takes: the triage table's page. */
export const BULK_TRIAGE_MAX = TRIAGE_REPORTS_PER_PAGE;

/** POST triage/{id}/actions/bulk: one step on the table's selection, all or none. */
export const BulkTriageAction = z.strictObject({
  reports: z
    .array(Id)
    .min(1, "Select at least one report.")
    .max(BULK_TRIAGE_MAX, `Take a step on at most ${BULK_TRIAGE_MAX} reports at once.`),
  type: TriageActionType,
  summary: summary.default(""),
});
export type BulkTriageAction = z.infer<typeof BulkTriageAction>;

export const CreateTriageMessage = z.strictObject({
  content: z.string().trim().min(1, "Write the message.").max(TRIAGE_SUMMARY_MAX),
});
export type CreateTriageMessage = z.infer<typeof CreateTriageMessage>;

/** Platform staff turn triage on or off for a program (PUT staff/triage/{id}). */
export const SetProgramTriage = z.strictObject({ enabled: z.boolean() });

/** A platform triager of a program, assigned by staff. */
export const ProgramTriager = z.object({
  id: RowId,
  displayName: z.string(),
  uniqueName: z.string(),
  assignedAt: Timestamp,
});
export type ProgramTriager = z.infer<typeof ProgramTriager>;

/** Staff name a triager by unique name or e-mail address. */
export const AssignTriager = z.strictObject({
  user: z.string().trim().min(1, "Name the person by their unique name or e-mail address.").max(320),
});

/** A program in the staff's triage list. */
export const StaffTriageProgram = z.object({
  id: RowId,
  name: z.string(),
  slug: z.string(),
  organization: z.object({ id: RowId, name: z.string() }),
  triageEnabled: z.boolean(),
  triagers: z.array(ProgramTriager),
});
export type StaffTriageProgram = z.infer<typeof StaffTriageProgram>;

export const ListStaffTriageQuery = pagination(50, 20).extend({
  s: z.string().trim().max(200).default(""),
});
export type ListStaffTriageQuery = z.infer<typeof ListStaffTriageQuery>;
