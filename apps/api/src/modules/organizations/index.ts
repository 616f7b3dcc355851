// The organizations feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { type ActivityViewer, canSeeActivity } from "./activity/activity.policy.ts";
export { toActivity } from "./activity/activity.presenter.ts";
export { listProgramEvents } from "./activity/activity.repository.ts";
export { activityFilterFor } from "./activity/activity.service.ts";
export type { Membership } from "./core/organizations.policy.ts";
export { organizationIconUrl } from "./core/organizations.presenter.ts";
export { findMembership, findOrganization, type OrganizationRow } from "./core/organizations.repository.ts";
export { getOrganizationFor } from "./core/organizations.service.ts";
export { findMemberIdsIn, findRolesOf, listMembershipsOf } from "./members/members.repository.ts";
