import type { OrgRole, ProgramVisibility } from "@bounty/shared";
import type { Policy } from "../../../http/abilities.ts";
import type { Actor } from "../../../http/auth.ts";
import type { Membership } from "../../organizations/index.ts";

export const programActions = [
  "read",
  "readDetails",
  "update",
  "manageManagers",
  "delete",
  "preview",
  "activate",
  "manageHunters",
  "apply",
  "requestTestInfo",
  "report",
  "fund",
  "readBudget",
  "subscribe",
  "readSubscription",
  "readActivationRequest",
  "readManagers",
  "readPrice",
  "readEvents",
] as const;
export type ProgramAction = (typeof programActions)[number];

/** The abilities shipped with GET programs/{id}. */
export const programAbilityActions = [
  "update",
  "manageManagers",
  "delete",
  "preview",
  "activate",
  "manageHunters",
  "apply",
  "requestTestInfo",
  "report",
  "fund",
  "readBudget",
  "subscribe",
] as const satisfies readonly ProgramAction[];

/** The fields of a program its visibility depends on. */
export interface ProgramVisibilityFacts {
  id: string;
  organizationId: string;
  visibility: ProgramVisibility;
  activated: boolean;
  status: "open" | "suspended" | "stopped";
}

/**
 * Who is looking, as far as seeing programs goes (read fresh, sessions only): the organizations the
 * viewer belongs to, and the programs the viewer joined (an approved application).
 */
export interface ProgramViewer {
  organizationIds: readonly string[];
  joinedProgramIds: readonly string[];
}

export const ANONYMOUS_VIEWER: ProgramViewer = { organizationIds: [], joinedProgramIds: [] };

/** Listed for everyone: neither private (invite), nor not activated, nor stopped. */
export const isPubliclyVisible = (
  p: Pick<ProgramVisibilityFacts, "visibility" | "activated" | "status">,
): boolean => p.visibility !== "invite" && p.activated && p.status !== "stopped";

/**
 * The one visibility rule: the detail by id or slug, the list, search and counts all use it (the
 * repository's `programVisibleTo` is its SQL form, and a test checks the two agree).
 */
export const canSeeProgram = (viewer: ProgramViewer, p: ProgramVisibilityFacts): boolean =>
  isPubliclyVisible(p) ||
  viewer.organizationIds.includes(p.organizationId) ||
  // Joined hunters keep a private program; a not-activated or stopped one is hidden from them too.
  (viewer.joinedProgramIds.includes(p.id) && p.activated && p.status !== "stopped");

/** A program as one viewer sees it: the viewer's membership of its organization, read fresh. */
export interface ProgramAccess {
  program: ProgramVisibilityFacts;
  membership: Membership | null;
  /** Whether that membership is on the program's manager list. */
  isManager: boolean;
  /** The caller's own application to the program (sessions only). */
  application: { id: string; state: "pending" | "approved" } | null;
}

/** The viewer's role in the owning organization; API keys are hunters' keys and never act as members. */
export const programRoleOf = (a: Actor | null, x: ProgramAccess): OrgRole | null =>
  a?.via === "session" && x.membership?.userId === a.userId ? x.membership.role : null;

const isMember = (a: Actor | null, x: ProgramAccess) => programRoleOf(a, x) !== null;
/**
 * Whether the caller belongs to the owning organization (signed in): members run programs, they
 * never apply, report or request test information there. A standing, not an action.
 */
export const isOrganizationMember = isMember;
const isAdmin = (a: Actor | null, x: ProgramAccess) => programRoleOf(a, x) === "admin";
const isStaff = (a: Actor | null, x: ProgramAccess) => isAdmin(a, x) || (isMember(a, x) && x.isManager);

const isSession = (a: Actor | null) => a?.via === "session";
const hasJoined = (a: Actor | null, x: ProgramAccess) => isSession(a) && x.application?.state === "approved";
const isRunning = (x: ProgramAccess) => x.program.activated && x.program.status === "open";

/** The viewer the detail view checks: the owning organization when the caller belongs to it, the program when joined. */
export const viewerOfAccess = (a: Actor | null, x: ProgramAccess): ProgramViewer => ({
  organizationIds: isMember(a, x) ? [x.program.organizationId] : [],
  joinedProgramIds: hasJoined(a, x) ? [x.program.id] : [],
});

/** Guidelines, scopes, report template and test forms: public programs, members, and hunters who joined. */
const seesDetails = (a: Actor | null, x: ProgramAccess) =>
  canSeeProgram(viewerOfAccess(a, x), x.program) &&
  (x.program.visibility === "public" || isMember(a, x) || hasJoined(a, x));

/** Every member sees the organization's programs; the admin and the program's managers run it. */
export const programPolicy: Policy<ProgramAccess, ProgramAction> = {
  read: (a, x) => canSeeProgram(viewerOfAccess(a, x), x.program),
  readDetails: seesDetails,
  update: isStaff,
  // Spec §6: only admins modify the program member list, and they alone delete programs.
  manageManagers: isAdmin,
  delete: isAdmin,
  preview: isMember,
  activate: isStaff,
  manageHunters: isStaff,
  // Spec §1: hunters apply to non-public programs; members never apply to their own organization's.
  apply: (a, x) =>
    isSession(a) &&
    !isMember(a, x) &&
    x.program.visibility !== "public" &&
    x.application === null &&
    isRunning(x),
  requestTestInfo: (a, x) => isSession(a) && !isMember(a, x) && isRunning(x) && seesDetails(a, x),
  // Reporting needs what test-information requests need: a running program whose details the hunter sees.
  report: (a, x) => isSession(a) && !isMember(a, x) && isRunning(x) && seesDetails(a, x),
  // Money leaves the organization's funding: the admin alone sets a budget.
  fund: isAdmin,
  readBudget: isMember,
  // A subscription is a contract with the platform: the admin's.
  subscribe: isAdmin,
  readSubscription: isMember,
  readActivationRequest: isMember,
  readManagers: isMember,
  // An internal program's licences and invoices (spec 1 §9): the people who run it.
  readPrice: isStaff,
  // Spec 2 §7 `programs/{id}/events`: what the organization's feed shows of the program, to its staff.
  readEvents: isStaff,
};

/** The 403 message for a caller who may see the program but not do this. */
export const programRefusals: Record<ProgramAction, string> = {
  read: "You are not allowed to see this program.",
  update: "Only the admin and the program's managers can edit the program.",
  manageManagers: "Only an admin can change the program's managers.",
  delete: "Only an admin can delete programs.",
  preview: "Only members of the organization can preview the program.",
  readDetails: "This program's details are private.",
  activate: "Only the admin and the program's managers can start or stop the program.",
  manageHunters: "Only the admin and the program's managers can manage the program's hunters.",
  apply: "You cannot apply to this program.",
  requestTestInfo: "Only hunters who joined this open program can request test information.",
  report: "Only hunters who may see this open program's details can report to it.",
  fund: "Only an admin can set the program's budget.",
  readBudget: "Only members of the organization can see the program's budget.",
  subscribe: "Only an admin can subscribe the program.",
  readSubscription: "Only members of the organization can see the program's subscription.",
  readActivationRequest: "Only members of the organization can see the program's activation request.",
  readManagers: "Only members of the organization can see the program's managers.",
  readPrice: "Only the admin and the program's managers can see the program's price.",
  readEvents: "Only the admin and the program's managers read the program's events.",
};
