import {
  billedLicences,
  LICENCE_PRICE_YEN,
  type LicenceInvoice,
  type LicencePrice,
  type ListStaffInvoicesQuery,
} from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { getProgramFor } from "../../programs/index.ts";
import { assertPlatformStaff } from "../../staff/index.ts";
import { dueOnOf, invoiceLinesOf, isoDay, previousMonthOf } from "./licence-billing.ts";
import * as repo from "./licences.repository.ts";

export const toLicenceInvoice = (row: repo.InvoiceRow): LicenceInvoice => ({
  id: row.id,
  // Readable on a bank transfer's reference line.
  number: `INV-${row.month.slice(0, 7).replace("-", "")}-${row.id.slice(0, 8).toUpperCase()}`,
  organization: { id: row.organizationId, name: row.organizationName },
  month: row.month.slice(0, 7),
  daysInMonth: row.daysInMonth,
  pricePerLicence: row.pricePerLicence,
  lines: row.lines,
  amount: row.amount,
  issuedOn: isoDay(row.createdAt),
  dueOn: row.dueOn,
  status: row.status,
  paidAt: row.paidAt?.toISOString() ?? null,
});

/**
 * GET organizations/{id}/programs/{programId}/price (spec 1 §9): an internal program's licences,
 * counted over the whole organization, what one more manager would cost, and the invoices. The
 * admin and the program's managers; another organization's address is a 404.
 */
export async function getLicencePrice(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  programId: string,
): Promise<LicencePrice> {
  const db = ctx.database.db;
  const { row } = await getProgramFor(db, actor, programId, "readPrice");
  if (row.program.organizationId !== organizationId) throw notFound("Program");
  if (row.program.type !== "internal")
    throw new AppError("not_found", "Only internal programs are paid by licence.");
  const people = await repo.listLicencePeople(db, organizationId);
  const licences = billedLicences(people.length);
  const more = billedLicences(people.length + 1);
  return {
    people,
    licences,
    pricePerLicence: LICENCE_PRICE_YEN,
    monthly: licences * LICENCE_PRICE_YEN,
    withOneMore: { licences: more, monthly: more * LICENCE_PRICE_YEN },
    invoices: (await repo.listOrganizationInvoices(db, organizationId)).map(toLicenceInvoice),
  };
}

/**
 * The worker's licence billing, safe to run any number of times: records today's counts, then
 * issues the previous month's invoices that do not exist yet (one per organization and month).
 */
export async function runLicenceBilling(db: DbOrTx, now: Date): Promise<void> {
  await repo.recordLicenceCounts(db, isoDay(now));
  const month = previousMonthOf(now);
  const end = isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
  for (const org of await repo.listUninvoicedOrganizations(db, month, end)) {
    const { lines, amount, daysInMonth } = invoiceLinesOf(
      month,
      await repo.countsForMonth(db, org.id, month, end),
    );
    if (amount === 0) continue;
    await repo.insertInvoice(db, {
      organizationId: org.id,
      organizationName: org.name,
      month,
      daysInMonth,
      pricePerLicence: LICENCE_PRICE_YEN,
      lines,
      amount,
      dueOn: dueOnOf(month),
    });
  }
}

/** Licence invoices of one status (issued by due date, paid newest first), for platform staff. */
export async function listStaffInvoices(ctx: AppContext, actor: Actor, query: ListStaffInvoicesQuery) {
  await assertPlatformStaff(ctx, actor);
  const { rows, total } = await repo.listInvoices(ctx.database.db, query.status, query);
  return { rows: rows.map(toLicenceInvoice), total };
}

/** Staff record an invoice's bank transfer as received; once. */
export async function markInvoicePaid(ctx: AppContext, actor: Actor, id: string): Promise<LicenceInvoice> {
  await assertPlatformStaff(ctx, actor);
  return ctx.database.db.transaction(async (tx) => {
    const invoice = await repo.findInvoice(tx, id, { lock: true });
    if (!invoice) throw notFound("Invoice");
    if (invoice.status === "paid") throw new AppError("conflict", "This invoice was already marked paid.");
    return toLicenceInvoice(await repo.markInvoicePaid(tx, id, actor.userId));
  });
}
