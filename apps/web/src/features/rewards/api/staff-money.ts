import type {
  DecidePayout,
  InvoiceStatus,
  LicenceInvoice,
  ListMeta,
  PayoutStatus,
  StaffPayout,
} from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { API_BASE, api, type DataEnvelope } from "../../../lib/api-client.ts";
import { downloadAttachment } from "../../../lib/file-download.ts";
import { staffKey } from "../../../lib/query-keys.ts";

// Platform staff's money: the payouts they transfer, and the licence invoices they mark paid.

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
