import type { StaffActivationRequest, StaffOrganization } from "@bounty/shared";
import { organizationIconUrl } from "../organizations/index.ts";
import { toActivationRequest } from "../programs/index.ts";
import type { OrganizationWithCounts, StaffRequestRow } from "./staff.repository.ts";

export const toStaffOrganization = (o: OrganizationWithCounts): StaffOrganization => ({
  id: o.organization.id,
  name: o.organization.name,
  icon: organizationIconUrl(o.organization),
  bountyApproved: o.organization.bountyApproved,
  membersCount: o.membersCount,
  programsCount: o.programsCount,
  createdAt: o.organization.createdAt.toISOString(),
});

/** The queue's row: the requester's e-mail stays on the server (it is only for the decision mail). */
export const toStaffActivationRequest = (r: StaffRequestRow): StaffActivationRequest => ({
  ...toActivationRequest(r.request),
  program: r.program,
  organization: r.organization,
  requestedBy: r.requester
    ? { id: r.requester.id, displayName: r.requester.displayName, uniqueName: r.requester.uniqueName }
    : null,
});
