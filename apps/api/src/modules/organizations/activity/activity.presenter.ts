import {
  type Activity,
  type ActivityType,
  type ActivityUser,
  OrganizationField,
  type OrgRole,
  orgRoles,
  type ProgramStatus,
  programStatuses,
  REPORT_STATE_GROUPS,
} from "@bounty/shared";
import { userIconUrl } from "../../users/index.ts";
import type { ActivityPerson, ActivityRow } from "./activity.repository.ts";

const toActivityUser = (u: ActivityPerson | null): ActivityUser | null =>
  u && { id: u.id, displayName: u.displayName, uniqueName: u.uniqueName, icon: userIconUrl(u) };

// Payloads are written by this codebase; reading them still checks each field it hands out.
const text = (v: unknown): string => (typeof v === "string" ? v : "");
const role = (v: unknown): OrgRole => (orgRoles.includes(v as OrgRole) ? (v as OrgRole) : "member");
const status = (v: unknown): ProgramStatus =>
  programStatuses.includes(v as ProgramStatus) ? (v as ProgramStatus) : "notStarted";
const integer = (v: unknown): number => (Number.isSafeInteger(v) ? (v as number) : 0);
const rejectedStates: readonly string[] = REPORT_STATE_GROUPS.rejected;
const rejectedState = (v: unknown) =>
  (rejectedStates.includes(v as string)
    ? v
    : "not_applicable") as (typeof REPORT_STATE_GROUPS.rejected)[number];

/** `org.updated` stores the changed columns; `iconKey` there means the icon was removed. */
const changedFields = (v: unknown): OrganizationField[] => {
  const names = Array.isArray(v) ? v.map((f) => (f === "iconKey" ? "icon" : f)) : [];
  return OrganizationField.options.filter((field) => names.includes(field));
};

/** The whitelisted part of the payload each type shows; nothing else (ids, reasons, messages) leaves. */
function infoOf(type: ActivityType, payload: Record<string, unknown>): Activity["info"] {
  switch (type) {
    case "org.created":
      return { name: text(payload.name) };
    case "org.updated":
      return { fields: changedFields(payload.fields) };
    case "org.member.added":
      return { role: role(payload.role) };
    case "org.member.removed":
      return { role: role(payload.role), left: payload.left === true };
    case "org.member.role.changed":
      return { from: role(payload.from), to: role(payload.to) };
    case "org.chat_webhook.created":
    case "org.chat_webhook.updated":
      return { active: payload.active === true };
    case "program.created":
    case "program.updated":
    case "program.deleted":
      return { name: text(payload.name) };
    case "org.bounty_approval.changed":
      return { bountyApproved: payload.bountyApproved === true };
    case "org.second_factor_rule.changed":
      return { required: payload.required === true };
    case "program.status.changed":
      return { status: status(payload.status), previous: status(payload.previous) };
    case "program.budget.update":
      return { budget: integer(payload.budget) };
    case "program.reports.imported":
      return { count: integer(payload.count), first: integer(payload.first), last: integer(payload.last) };
    case "program.credits.charge":
      return { budget: integer(payload.budget), amount: integer(payload.amount) };
    case "program.test_form.created":
    case "program.test_form.updated":
    case "program.test_form.deleted":
      return { title: text(payload.title) };
    case "program.test_info.requested":
    case "program.test_info.cancelled":
    case "program.test_info.accepted":
    case "program.test_info.rejected":
    case "program.test_info.updated":
    case "program.test_info.finalized":
    case "program.test_info.revoked":
      return { formTitle: text(payload.formTitle) };
    case "report.submitted":
    case "report.disclosure.requested":
      return { number: integer(payload.number) };
    case "report.rejected":
      return { number: integer(payload.number), to: rejectedState(payload.to) };
    case "report.disclosed":
      return { number: integer(payload.number), automatic: payload.automatic === true };
    case "report.rewarded":
      return {
        number: integer(payload.number),
        amount: integer(payload.amount),
        system: payload.system === "point" ? "point" : "money",
      };
    // Ids (invite, request, application, hunter) and a rejection's reason stay on the server.
    case "org.icon.updated":
    case "org.invite.created":
    case "org.invite.deleted":
    case "org.chat_webhook.deleted":
    case "program.activated":
    case "program.activation.requested":
    case "program.activation.cancelled":
    case "program.activation.approved":
    case "program.activation.rejected":
    case "program.subscription.created":
    case "program.subscription.activated":
    case "program.subscription.cancelled":
    case "program.invite.created":
    case "program.invite.deleted":
    case "program.application.created":
    case "program.application.cancelled":
    case "program.application.approved":
    case "program.application.rejected":
    case "program.application.removed":
      return {};
  }
}

/** One feed line. Rows reach here only through `visibleTo`, whose types are all `ActivityType`s. */
export function toActivity({ event, actor, user, program, report }: ActivityRow): Activity {
  const type = event.type as ActivityType;
  return {
    id: event.id,
    type,
    createdAt: event.createdAt.toISOString(),
    actor: toActivityUser(actor),
    user: toActivityUser(user),
    // A deleted program has no page to link to any more: its line names it from the payload.
    program: program ? { id: program.id, slug: program.slug, name: program.name } : null,
    report: report ? { id: report.id, title: report.title, scopeSeverity: report.severity } : null,
    info: infoOf(type, event.payload),
  } as Activity;
}
