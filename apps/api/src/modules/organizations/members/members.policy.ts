import type { Policy } from "../../../http/abilities.ts";
import { type Membership, type OrganizationAccess, roleOf } from "../core/organizations.policy.ts";

export const memberActions = ["updateRole", "remove"] as const;
export type MemberAction = (typeof memberActions)[number];

/** A member of the organization, seen by a viewer of that organization. */
export interface MemberResource {
  access: OrganizationAccess;
  member: Membership;
}

const isSelf = (r: MemberResource) => r.access.membership?.id === r.member.id;

/** Only the admin changes roles, never their own; the admin removes others, anyone else may leave. */
export const memberPolicy: Policy<MemberResource, MemberAction> = {
  updateRole: (a, r) => roleOf(a, r.access) === "admin" && !isSelf(r),
  remove: (a, r) => {
    const role = roleOf(a, r.access);
    if (role === null) return false;
    return isSelf(r) ? role !== "admin" : role === "admin";
  },
};
