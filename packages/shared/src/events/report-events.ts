import { z } from "zod";
import { CreditSystem } from "../schemas/program.ts";
import { REPORT_STATE_GROUPS, ReportState } from "../schemas/report.ts";
import { CVSS_SEVERITIES } from "../severity/severity.ts";
import { event } from "./define.ts";
import { disclosureEvents } from "./disclosure-events.ts";

const id = z.string();
const number = z.number().int();
const base = { number, programDetailsPrivate: z.boolean() };
const message = z.strictObject({ ...base, messageId: id });
const severity = z.enum(CVSS_SEVERITIES).nullable();
const toSender = { to: "sender", preference: "reportUpdates" } as const;

/**
 * A report's events. `userId` is always the report's sender, so the live stream and mail read the
 * report rule from the row. Report lines carry the number, never a title or words: a title may
 * already describe the vulnerability, and a message may hold its proof. The priority is the
 * organization's own triage order: its staff alone learn of it.
 */
export const reportEvents = {
  "report.submitted": event("report", z.strictObject(base), {
    public: true,
    feed: "programStaff",
    live: "readers",
    timeline: "readers",
    chat: true,
    mail: { to: "programStaff", preference: "programReports" },
  }),
  // `affiliation`: who wrote, the hunter or the organization; the other side is told.
  "report.message.submitted": event("report", message.extend({ affiliation: z.enum(["hunter", "member"]) }), {
    live: "readers",
    chat: true,
    mail: { to: "otherSide", preference: "reportReplies" },
  }),
  "report.message.updated": event("report", message, { live: "readers" }),
  "report.message.deleted": event("report", message, { live: "readers" }),
  "report.attachment.submitted": event("report", message.extend({ files: z.number().int() }), {
    live: "readers",
  }),
  "report.attachment.deleted": event("report", message, { live: "readers" }),
  // `automatic`: the first read by the organization marked a new report checked; no one is told.
  "report.state.changed": event(
    "report",
    z.strictObject({ ...base, from: ReportState, to: ReportState, automatic: z.boolean().optional() }),
    { live: "readers", timeline: "readers", chat: true, mail: toSender },
  ),
  // Spec 2 §3: `reason` is the kind of rejection (the rejected state), `description` the staff's words
  // to the hunter; chat says only the two states.
  "report.rejected": event(
    "report",
    z.strictObject({
      ...base,
      from: ReportState,
      to: ReportState,
      reason: z.enum(REPORT_STATE_GROUPS.rejected),
      description: z.string(),
      duplicateOf: number.optional(),
    }),
    { feed: "programStaff", live: "readers", timeline: "readers", chat: true, mail: toSender, public: true },
  ),
  "report.priority.changed": event(
    "report",
    z.strictObject({ ...base, from: number.nullable(), to: number.nullable() }),
    { live: "staff", timeline: "staff" },
  ),
  // Issue 47: the report's owner among the program's staff. `from`/`to` are the members' names as
  // they stood (the timeline's words), `assigneeId` the new owner, who is told; null: the team's.
  // `released`: the owner lost their access to the program, and the report went back to the team.
  "report.assignee.changed": event(
    "report",
    z.strictObject({
      ...base,
      from: z.string().nullable(),
      to: z.string().nullable(),
      assigneeId: id.nullable(),
      released: z.boolean().optional(),
    }),
    { live: "staff", timeline: "staff", mail: { to: "assignee", preference: "programReports" } },
  ),
  // Issue 47: the organization's labels put on and taken off, by name as they stood. The team's own.
  "report.labels.changed": event(
    "report",
    z.strictObject({ ...base, added: z.array(z.string()), removed: z.array(z.string()) }),
    { live: "staff", timeline: "staff" },
  ),
  "report.severity.changed": event("report", z.strictObject({ ...base, from: severity, to: severity }), {
    live: "readers",
    timeline: "readers",
  }),
  // Written on each duplicate when its original is resolved; `original` is the original's number.
  "report.original.resolved": event("report", z.strictObject({ ...base, original: number }), {
    live: "readers",
    timeline: "readers",
    mail: toSender,
  }),
  // `amount` in the program's credit system, below zero for a correction; the words are the hunter's.
  "report.rewarded": event(
    "report",
    z.strictObject({ ...base, rewardId: id, amount: number, system: CreditSystem, description: z.string() }),
    { feed: "programStaff", live: "readers", timeline: "readers", chat: true, mail: toSender, public: true },
  ),
  ...disclosureEvents,
} as const;
