import { z } from "zod";
import { pagination, RowId, Timestamp } from "./common.ts";

/** Spec 1 §9: internal programs are paid by licence, 9,800 yen a month each, in blocks of 5. */
export const LICENCE_PRICE_YEN = 9_800;
export const LICENCE_BLOCK = 5;

/**
 * The licences billed for a number of people (the admin plus the non-admin managers of the
 * organization's internal programs): rounded up to a block of 5, at least 5; none without people.
 */
export const billedLicences = (people: number): number =>
  people <= 0 ? 0 : Math.max(LICENCE_BLOCK, Math.ceil(people / LICENCE_BLOCK) * LICENCE_BLOCK);

export const LicencePerson = z.object({
  id: RowId,
  displayName: z.string(),
  uniqueName: z.string(),
  role: z.enum(["admin", "manager"]),
});
export type LicencePerson = z.infer<typeof LicencePerson>;

/** One stretch of days of an invoiced month during which the billed licences held. */
export const LicenceInvoiceLine = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  licences: z.number().int(),
  amount: z.number().int(),
});
export type LicenceInvoiceLine = z.infer<typeof LicenceInvoiceLine>;

export const invoiceStatuses = ["issued", "paid"] as const;
export const InvoiceStatus = z.enum(invoiceStatuses, { error: "Pick issued or paid." });
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** A monthly licence invoice: prorated by day, due at the end of the following month, bank transfer only. */
export const LicenceInvoice = z.object({
  id: RowId,
  number: z.string(),
  organization: z.object({ id: RowId, name: z.string() }),
  /** The invoiced month, `YYYY-MM`. */
  month: z.string(),
  daysInMonth: z.number().int(),
  pricePerLicence: z.number().int(),
  lines: z.array(LicenceInvoiceLine),
  amount: z.number().int(),
  issuedOn: z.string(),
  dueOn: z.string(),
  status: InvoiceStatus,
  paidAt: Timestamp.nullable(),
});
export type LicenceInvoice = z.infer<typeof LicenceInvoice>;

/** GET organizations/{id}/programs/{programId}/price. */
export const LicencePrice = z.object({
  people: z.array(LicencePerson),
  licences: z.number().int(),
  pricePerLicence: z.number().int(),
  monthly: z.number().int(),
  /** What one more manager would make it. */
  withOneMore: z.object({ licences: z.number().int(), monthly: z.number().int() }),
  invoices: z.array(LicenceInvoice),
});
export type LicencePrice = z.infer<typeof LicencePrice>;

export const ListStaffInvoicesQuery = pagination(100, 50).extend({ status: InvoiceStatus.default("issued") });
export type ListStaffInvoicesQuery = z.infer<typeof ListStaffInvoicesQuery>;

export const MarkInvoicePaid = z.strictObject({ status: z.literal("paid", { error: "Send status paid." }) });
export type MarkInvoicePaid = z.infer<typeof MarkInvoicePaid>;
