import type {
  AuthenticatedUser,
  DecideActivationRequest,
  DecidePayout,
  InvoiceStatus,
  LicenceInvoice,
  ListMeta,
  PayoutStatus,
  StaffActivationRequest,
  StaffOrganization,
  StaffPayout,
} from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { API_BASE, api, type DataEnvelope } from "../../../lib/api-client.ts";
import { downloadAttachment } from "../../reports/index.ts";

/** Platform staff (not an organization role): the flag GET users/authenticated carries. */
export const isPlatformStaff = (user: AuthenticatedUser | null): boolean => user?.platformStaff === true;

export const staffKey = ["staff"] as const;

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

export interface StaffPayoutList {
  data: StaffPayout[];
  meta: ListMeta;
}

/** GET staff/payouts?status&page: pending ones oldest first (the transfer order), the others newest first. */
export const staffPayoutsQuery = (status: PayoutStatus, page: number) =>
  queryOptions({
    queryKey: [...staffKey, "payouts", { status, page }] as const,
    queryFn: ({ signal }) => api.get<StaffPayoutList>("/staff/payouts", { query: { status, page }, signal }),
  });

/** PUT staff/payouts/{id}: transferred, or failed with the reason the hunter reads. */
export async function decidePayout(payoutId: string, decision: DecidePayout) {
  return (await api.put<DataEnvelope<StaffPayout>>(`/staff/payouts/${payoutId}`, decision)).data;
}

/** The pending payouts as CSV, for the Friday transfer (the token travels in a header, not a link). */
export const exportPayouts = () =>
  downloadAttachment(
    `${API_BASE}/staff/payouts/export`,
    `payouts-${new Date().toISOString().slice(0, 10)}.csv`,
  );

export interface StaffInvoiceList {
  data: LicenceInvoice[];
  meta: ListMeta;
}

/** GET staff/invoices?status&page: issued ones by due date, paid ones newest first. */
export const staffInvoicesQuery = (status: InvoiceStatus, page: number) =>
  queryOptions({
    queryKey: [...staffKey, "invoices", { status, page }] as const,
    queryFn: ({ signal }) =>
      api.get<StaffInvoiceList>("/staff/invoices", { query: { status, page }, signal }),
  });

/** PUT staff/invoices/{id}: the bank transfer arrived. */
export async function markInvoicePaid(invoiceId: string) {
  return (await api.put<DataEnvelope<LicenceInvoice>>(`/staff/invoices/${invoiceId}`, { status: "paid" }))
    .data;
}
