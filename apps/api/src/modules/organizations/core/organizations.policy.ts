import type { OrgRole } from "@bounty/shared";
import type { Policy } from "../../../http/abilities.ts";
import type { Actor } from "../../../http/auth.ts";

export const organizationActions = [
  "read",
  "update",
  "manageMembers",
  "manageInvites",
  "leave",
  "createProgram",
  "join",
  "manageChatWebhook",
  "readAuditLog",
  "manageLabels",
  "manageCannedAnswers",
] as const;
export type OrganizationAction = (typeof organizationActions)[number];

/** The abilities shipped with GET organizations/{id}. */
export const organizationAbilityActions = [
  "update",
  "manageMembers",
  "manageInvites",
  "leave",
  "createProgram",
  "manageChatWebhook",
  "readAuditLog",
  "manageLabels",
  "manageCannedAnswers",
] as const satisfies readonly OrganizationAction[];

export interface Membership {
  id: string;
  userId: string;
  role: OrgRole;
  /** The organization requires a second factor this member lacks: the membership grants nothing yet. */
  held?: boolean;
}

/** An organization as one viewer sees it: the viewer's membership is loaded fresh on every request. */
export interface OrganizationAccess {
  organizationId: string;
  membership: Membership | null;
}

/** The viewer's role, only for a session (API keys never manage organizations) and their own row. */
export const roleOf = (a: Actor | null, o: OrganizationAccess): OrgRole | null =>
  a?.via === "session" && o.membership?.userId === a.userId ? o.membership.role : null;

const isMember = (a: Actor | null, o: OrganizationAccess) => roleOf(a, o) !== null;
const isAdmin = (a: Actor | null, o: OrganizationAccess) => roleOf(a, o) === "admin";

/** Members see their organization; its one admin runs it; members and triage may leave. */
export const organizationPolicy: Policy<OrganizationAccess, OrganizationAction> = {
  read: isMember,
  update: isAdmin,
  manageMembers: isAdmin,
  manageInvites: isAdmin,
  // The admin must hand the role over first (a 409 with that message in the service).
  leave: (a, o) => isMember(a, o) && !isAdmin(a, o),
  createProgram: isAdmin,
  join: (a, o) => a?.via === "session" && o.membership === null,
  manageChatWebhook: isAdmin,
  readAuditLog: isAdmin,
  // Issue 47: the labels are the organization's shared vocabulary; any program's staff put them on reports.
  manageLabels: isAdmin,
  // Issue 47: the organization's voice to its hunters, kept by its admin; every member may use them.
  manageCannedAnswers: isAdmin,
};

/** The 403 message for a member the policy refuses. */
export const organizationRefusals: Record<OrganizationAction, string> = {
  read: "You are not a member of this organization.",
  update: "Only an admin can edit the organization.",
  manageMembers: "Only an admin can manage members.",
  manageInvites: "Only an admin can manage invites.",
  leave: "The admin cannot leave the organization.",
  createProgram: "Only an admin can create programs.",
  join: "You are already part of this organization.",
  manageChatWebhook: "Only an admin can manage the chat webhook.",
  readAuditLog: "Only an admin can read the audit log.",
  manageLabels: "Only an admin can manage the organization's labels.",
  manageCannedAnswers: "Only an admin can manage the organization's canned answers.",
};
