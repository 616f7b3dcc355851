import type { ActivityType, OrgRole } from "@bounty/shared";

/**
 * Who in an organization sees an event type: every member, the admin alone, or the staff of the
 * event's program (the admin, and the program's managers).
 */
export type ActivityAudience = "members" | "admin" | "programStaff";
export type AudienceMap = Readonly<Record<string, ActivityAudience>>;

/** The event types feeds show and their audience; a type missing here is shown to nobody. */
export const activityAudiences: Readonly<Record<ActivityType, ActivityAudience>> = {
  "org.created": "members",
  "org.updated": "members",
  "org.icon.updated": "members",
  // Every member may list the members, so their comings, goings and roles are no secret.
  "org.member.added": "members",
  "org.member.removed": "members",
  "org.member.role.changed": "members",
  // Invite links are the admin's to manage (only the admin lists them), so is their history.
  "org.invite.created": "admin",
  "org.invite.deleted": "admin",
  // The chat webhook is an admin-only setting; its events carry no address either way.
  "org.chat_webhook.created": "admin",
  "org.chat_webhook.updated": "admin",
  "org.chat_webhook.deleted": "admin",
  // Every member sees the organization's program list, so programs coming and going are no secret;
  // a program's own changes are for its staff (the admin and its managers).
  "program.created": "members",
  "program.updated": "programStaff",
  "program.deleted": "members",
  // Whether the organization may run bug bounty programs decides what every member may create.
  "org.bounty_approval.changed": "members",
  // A program's life, budget, hunters and test information are its staff's business; test
  // information events name the form only, never the message nor the information.
  "program.activated": "programStaff",
  "program.status.changed": "programStaff",
  "program.activation.requested": "programStaff",
  "program.activation.cancelled": "programStaff",
  "program.activation.approved": "programStaff",
  "program.activation.rejected": "programStaff",
  // Budgets set before program.credits.charge existed; new budget changes write the charge.
  "program.budget.update": "programStaff",
  "program.credits.charge": "programStaff",
  "program.subscription.created": "programStaff",
  "program.subscription.activated": "programStaff",
  "program.subscription.cancelled": "programStaff",
  "program.invite.created": "programStaff",
  "program.invite.deleted": "programStaff",
  "program.application.created": "programStaff",
  "program.application.cancelled": "programStaff",
  "program.application.approved": "programStaff",
  "program.application.rejected": "programStaff",
  "program.application.removed": "programStaff",
  "program.test_form.created": "programStaff",
  "program.test_form.updated": "programStaff",
  "program.test_form.deleted": "programStaff",
  "program.test_info.requested": "programStaff",
  "program.test_info.cancelled": "programStaff",
  "program.test_info.accepted": "programStaff",
  "program.test_info.rejected": "programStaff",
  "program.test_info.updated": "programStaff",
  "program.test_info.finalized": "programStaff",
  "program.test_info.revoked": "programStaff",
  // The report rule's staff part (reports.policy.ts): the admin and the program's managers; the
  // line names the report's number and title, never its description.
  "report.submitted": "programStaff",
  // The amount and the number: the reward's words are the hunter's to read on the report.
  "report.rewarded": "programStaff",
};

/** A member reading the organization's feed or counts. */
export interface ActivityViewer {
  role: OrgRole;
  /** The programs whose staff the viewer is; the admin is staff of all of them. */
  programIds: readonly string[];
}

export interface ActivityEvent {
  type: string;
  programId: string | null;
}

/** How far a viewer sees one type: all its events, only those of the viewer's programs, or none. */
export type ActivityScope = "all" | "ownPrograms" | "none";

export function activityScope(
  viewer: ActivityViewer,
  type: string,
  audiences: AudienceMap = activityAudiences,
): ActivityScope {
  // hasOwn: a type such as "constructor" must not find an inherited entry.
  if (!Object.hasOwn(audiences, type)) return "none";
  const isAdmin = viewer.role === "admin";
  switch (audiences[type]) {
    case "members":
      return "all";
    case "admin":
      return isAdmin ? "all" : "none";
    case "programStaff":
      return isAdmin ? "all" : "ownPrograms";
    default:
      return "none";
  }
}

/**
 * Whether a viewer may see one event. The feed, its total, the statistics and the live stream all
 * use this rule; the repository's SQL form (`visibleTo`) is derived from `activityScope` too.
 */
export function canSeeActivity(
  viewer: ActivityViewer,
  event: ActivityEvent,
  audiences: AudienceMap = activityAudiences,
): boolean {
  const scope = activityScope(viewer, event.type, audiences);
  if (scope === "all") return true;
  if (scope === "none") return false;
  return event.programId !== null && viewer.programIds.includes(event.programId);
}
