import type {
  AuthenticatedUser,
  DecideActivationRequest,
  ListMeta,
  StaffActivationRequest,
  StaffMail,
  StaffOrganization,
} from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { staffKey } from "../../../lib/query-keys.ts";

/** Platform staff (not an organization role): the flag GET users/authenticated carries. */
export const isPlatformStaff = (user: AuthenticatedUser | null): boolean => user?.platformStaff === true;

export interface StaffOrganizationList {
  data: StaffOrganization[];
  meta: ListMeta;
}

/** GET staff/organizations?s&page. */
export const staffOrganizationsQuery = (s: string, page: number) =>
  queryOptions({
    queryKey: [...staffKey, "organizations", { s, page }] as const,
    queryFn: ({ signal }) =>
      api.get<StaffOrganizationList>("/staff/organizations", { query: { s, page }, signal }),
  });

/** PUT staff/organizations/{id}: whether the organization may create bounty and internal programs. */
export async function setBountyApproved(organizationId: string, bountyApproved: boolean) {
  return (
    await api.put<DataEnvelope<StaffOrganization>>(`/staff/organizations/${organizationId}`, {
      bountyApproved,
    })
  ).data;
}

export interface StaffActivationRequestList {
  data: StaffActivationRequest[];
  meta: ListMeta;
}

/** GET staff/activation_requests?status=pending&page: the vdp programs waiting to be published. */
export const staffActivationRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: [...staffKey, "activation-requests", { page }] as const,
    queryFn: ({ signal }) =>
      api.get<StaffActivationRequestList>("/staff/activation_requests", {
        query: { status: "pending", page },
        signal,
      }),
  });

/** POST staff/activation_requests/{id}: approve (publishes) or reject with a reason. */
export async function decideActivationRequest(requestId: string, decision: DecideActivationRequest) {
  return (
    await api.post<DataEnvelope<StaffActivationRequest>>(`/staff/activation_requests/${requestId}`, decision)
  ).data;
}

export interface StaffMailList {
  data: StaffMail[];
  meta: ListMeta;
}

/** GET staff/mails?page: notification mails the SMTP server kept refusing. */
export const staffMailsQuery = (page: number) =>
  queryOptions({
    queryKey: [...staffKey, "mails", { page }] as const,
    queryFn: ({ signal }) => api.get<StaffMailList>("/staff/mails", { query: { page }, signal }),
  });

/** POST staff/mails/{id}/retry: back in the outbox, sent again shortly. */
export async function retryStaffMail(id: string): Promise<void> {
  await api.post(`/staff/mails/${id}/retry`);
}
