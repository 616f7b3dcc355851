import { z } from "zod";
import { ACTIVITIES_PER_PAGE, MAX_ACTIVITIES_PER_PAGE } from "../constants.ts";
import { SEVERITY_LEVELS } from "../severity/severity.ts";
import { Id, pagination, RowId, Timestamp } from "./common.ts";
import { DateRange, DateRangeEcho } from "./date-range.ts";
import { OrgRoleName } from "./organization.ts";
import { ProgramStatus } from "./program.ts";
import { REPORT_STATE_GROUPS } from "./report.ts";

/** GET organizations/{id}/activities: `range` twice (default the last 30 days), `page`, `perPage`. */
export const ListActivitiesQuery = pagination(MAX_ACTIVITIES_PER_PAGE, ACTIVITIES_PER_PAGE).extend({
  range: DateRange,
  /** Issue 30: one program's lines. */
  program: Id.optional(),
});
export type ListActivitiesQuery = z.infer<typeof ListActivitiesQuery>;

/** A person in a feed line: what a profile link needs, nothing private. */
export const ActivityUser = z.object({
  id: RowId,
  displayName: z.string(),
  uniqueName: z.string(),
  icon: z.string().nullable(),
});
export type ActivityUser = z.infer<typeof ActivityUser>;

export const ActivityProgram = z.object({ id: RowId, slug: z.string(), name: z.string() });
export type ActivityProgram = z.infer<typeof ActivityProgram>;

/** Spec 2 §3 Activity: the report's id, title and severity (the list's level). */
export const ActivityReport = z.object({
  id: RowId,
  title: z.string(),
  scopeSeverity: z.enum(SEVERITY_LEVELS).nullable(),
});
export type ActivityReport = z.infer<typeof ActivityReport>;

/** The organization fields an `org.updated` line names (`icon` only when it was removed). */
export const organizationFields = ["name", "domain", "bio", "links", "icon"] as const;
export const OrganizationField = z.enum(organizationFields);
export type OrganizationField = z.infer<typeof OrganizationField>;

const line = {
  id: RowId,
  createdAt: Timestamp,
  /** Who did it; null once that account is deleted. */
  actor: ActivityUser.nullable(),
  /** The member a member event is about; null for other events and once that account is deleted. */
  user: ActivityUser.nullable(),
  program: ActivityProgram.nullable(),
  report: ActivityReport.nullable(),
};
const kind = <T extends string, I extends z.ZodRawShape>(type: T, info: I) =>
  z.object({ ...line, type: z.literal(type), info: z.object(info) });

/**
 * One line of an activity feed. `info` carries only what the line's sentence needs, chosen per type
 * (never the event's whole payload). Each report issue adds its types here.
 */
export const Activity = z.discriminatedUnion("type", [
  kind("org.created", { name: z.string() }),
  kind("org.updated", { fields: z.array(OrganizationField) }),
  kind("org.icon.updated", {}),
  kind("org.member.added", { role: OrgRoleName }),
  kind("org.member.removed", { role: OrgRoleName, left: z.boolean() }),
  kind("org.member.role.changed", { from: OrgRoleName, to: OrgRoleName }),
  kind("org.invite.created", {}),
  kind("org.invite.deleted", {}),
  kind("org.chat_webhook.created", { active: z.boolean() }),
  kind("org.chat_webhook.updated", { active: z.boolean() }),
  kind("org.chat_webhook.deleted", {}),
  kind("org.second_factor_rule.changed", { required: z.boolean() }),
  // `name` is the program's name when the event was written: a deleted program still has one.
  kind("program.created", { name: z.string() }),
  kind("program.updated", { name: z.string() }),
  kind("program.deleted", { name: z.string() }),
  // Platform staff's decision; `actor` is a staff member, whom the sentence does not name.
  kind("org.bounty_approval.changed", { bountyApproved: z.boolean() }),
  // The program's other events carry no name: a deleted program's lines say so instead.
  kind("program.activated", {}),
  kind("program.status.changed", { status: ProgramStatus, previous: ProgramStatus }),
  kind("program.activation.requested", {}),
  kind("program.activation.cancelled", {}),
  // Decided by platform staff (`actor`), whom the sentence does not name.
  kind("program.activation.approved", {}),
  kind("program.activation.rejected", {}),
  /** Issue 33: reports imported into the program, numbered `first` to `last`. */
  kind("program.reports.imported", {
    count: z.number().int(),
    first: z.number().int(),
    last: z.number().int(),
  }),
  /** The new budget, an integer in the program's credit system (yen or points). */
  kind("program.budget.update", { budget: z.number().int() }),
  /** Spec 2 §3: the budget was charged (`amount` in yen, negative when taken back); `budget` is the new one. */
  kind("program.credits.charge", { budget: z.number().int(), amount: z.number().int() }),
  // A vdp subscription: the admin starts it; the payment operator's notice activates, renews or ends
  // it (no `actor` then); the admin replacing a pending one cancels that one.
  kind("program.subscription.created", {}),
  kind("program.subscription.activated", {}),
  kind("program.subscription.cancelled", {}),
  kind("program.invite.created", {}),
  kind("program.invite.deleted", {}),
  // `user` is the hunter the application is about.
  kind("program.application.created", {}),
  kind("program.application.cancelled", {}),
  kind("program.application.approved", {}),
  kind("program.application.rejected", {}),
  kind("program.application.removed", {}),
  kind("program.test_form.created", { title: z.string() }),
  kind("program.test_form.updated", { title: z.string() }),
  kind("program.test_form.deleted", { title: z.string() }),
  // `user` is the hunter; the form's title only, never the message nor the information.
  kind("program.test_info.requested", { formTitle: z.string() }),
  kind("program.test_info.cancelled", { formTitle: z.string() }),
  kind("program.test_info.accepted", { formTitle: z.string() }),
  kind("program.test_info.rejected", { formTitle: z.string() }),
  kind("program.test_info.updated", { formTitle: z.string() }),
  kind("program.test_info.finalized", { formTitle: z.string() }),
  kind("program.test_info.revoked", { formTitle: z.string() }),
  // `user` is the hunter, `report` the report (number and title only).
  kind("report.submitted", { number: z.number().int() }),
  kind("report.rewarded", {
    number: z.number().int(),
    amount: z.number().int(),
    system: z.enum(["money", "point"]),
  }),
  // Spec 2 §3: a rejection joins the feed with the state it moved to (its words stay the hunter's).
  kind("report.rejected", { number: z.number().int(), to: z.enum(REPORT_STATE_GROUPS.rejected) }),
  kind("report.disclosure.requested", { number: z.number().int() }),
  kind("report.disclosed", { number: z.number().int(), automatic: z.boolean() }),
]);
export type Activity = z.infer<typeof Activity>;
export type ActivityType = Activity["type"];

/** The event types feeds show; any other type in the log stays out of every feed. */
export const activityTypes = Activity.options.map((o) => o.shape.type.value) as ActivityType[];

export const ActivityListMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  range: DateRangeEcho,
});
export type ActivityListMeta = z.infer<typeof ActivityListMeta>;

/**
 * GET organizations/{id}/stats: counts over the range, from the same events the viewer's feed shows;
 * the amounts rewarded (yen and points, corrections deducted) from the ledger, over the programs
 * whose rewards that feed shows.
 */
export const OrganizationStats = z.object({
  range: DateRangeEcho,
  activities: z.number().int(),
  membersJoined: z.number().int(),
  membersLeft: z.number().int(),
  reportsSubmitted: z.number().int(),
  reportsRewarded: z.number().int(),
  rewards: z.object({ money: z.number().int(), point: z.number().int() }),
});
export type OrganizationStats = z.infer<typeof OrganizationStats>;
