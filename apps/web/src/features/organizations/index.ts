// The organizations feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { useCurrentOrganizationId } from "./api/current-organization.ts";
export { membersQuery } from "./api/members.ts";
export { orgProgramsQuery } from "./api/org-programs-query.ts";
export {
  myOrganizationsKey,
  myOrganizationsQuery,
  organizationKey,
  organizationQuery,
} from "./api/organization-query.ts";
export { OrganizationIcon } from "./components/organization-icon.tsx";
export { OrganizationNav } from "./components/organization-nav.tsx";
