import type { OrgRole, ProgramVisibility } from "@bounty/shared";
import type { Policy } from "../../http/abilities.ts";
import type { Actor } from "../../http/auth.ts";
import type { Membership } from "../organizations/organizations.policy.ts";

export const programActions = ["read", "update", "manageManagers", "delete", "preview"] as const;
export type ProgramAction = (typeof programActions)[number];

/** The abilities shipped with GET programs/{id}. */
export const programAbilityActions = [
  "update",
  "manageManagers",
  "delete",
  "preview",
] as const satisfies readonly ProgramAction[];

/** The fields of a program its visibility depends on. */
export interface ProgramVisibilityFacts {
  organizationId: string;
  visibility: ProgramVisibility;
  activated: boolean;
  status: "open" | "suspended" | "stopped";
}

/**
 * Who is looking, as far as seeing programs goes: the organizations the viewer belongs to (read
 * fresh, sessions only). Hunters' invites and approved applications (a later slice) extend this
 * with the programs they joined, and `canSeeProgram` and its SQL form with one clause each.
 */
export interface ProgramViewer {
  organizationIds: readonly string[];
}

export const ANONYMOUS_VIEWER: ProgramViewer = { organizationIds: [] };

/** Listed for everyone: neither private (invite), nor not activated, nor stopped. */
export const isPubliclyVisible = (p: Omit<ProgramVisibilityFacts, "organizationId">): boolean =>
  p.visibility !== "invite" && p.activated && p.status !== "stopped";

/**
 * The one visibility rule: the detail by id or slug, the list, search and counts all use it (the
 * repository's `programVisibleTo` is its SQL form, and a test checks the two agree).
 */
export const canSeeProgram = (viewer: ProgramViewer, p: ProgramVisibilityFacts): boolean =>
  isPubliclyVisible(p) || viewer.organizationIds.includes(p.organizationId);

/** A program as one viewer sees it: the viewer's membership of its organization, read fresh. */
export interface ProgramAccess {
  program: ProgramVisibilityFacts;
  membership: Membership | null;
  /** Whether that membership is on the program's manager list. */
  isManager: boolean;
}

/** The viewer's role in the owning organization; API keys are hunters' keys and never act as members. */
export const programRoleOf = (a: Actor | null, x: ProgramAccess): OrgRole | null =>
  a?.via === "session" && x.membership?.userId === a.userId ? x.membership.role : null;

const isMember = (a: Actor | null, x: ProgramAccess) => programRoleOf(a, x) !== null;
const isAdmin = (a: Actor | null, x: ProgramAccess) => programRoleOf(a, x) === "admin";
const isStaff = (a: Actor | null, x: ProgramAccess) => isAdmin(a, x) || (isMember(a, x) && x.isManager);

/** The viewer the detail view checks: the owning organization when the caller belongs to it. */
export const viewerOfAccess = (a: Actor | null, x: ProgramAccess): ProgramViewer =>
  isMember(a, x) ? { organizationIds: [x.program.organizationId] } : ANONYMOUS_VIEWER;

/** Every member sees the organization's programs; the admin and the program's managers run it. */
export const programPolicy: Policy<ProgramAccess, ProgramAction> = {
  read: (a, x) => canSeeProgram(viewerOfAccess(a, x), x.program),
  update: isStaff,
  // Spec §6: only admins modify the program member list, and they alone delete programs.
  manageManagers: isAdmin,
  delete: isAdmin,
  preview: isMember,
};

/** The 403 message for a caller who may see the program but not do this. */
export const programRefusals: Record<ProgramAction, string> = {
  read: "You are not allowed to see this program.",
  update: "Only the admin and the program's managers can edit the program.",
  manageManagers: "Only an admin can change the program's managers.",
  delete: "Only an admin can delete programs.",
  preview: "Only members of the organization can preview the program.",
};
