import type { InvoiceStatus, LicenceInvoiceLine } from "@bounty/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";
import { organizations } from "./organizations.ts";
import { users } from "./users.ts";

/**
 * How many people held a licence each day (the day's peak), written by the worker: an invoice is
 * prorated from these. A day without a row carries the previous day's count.
 */
export const licenceCounts = pgTable(
  "licence_counts",
  {
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    people: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day] })],
);

/**
 * Monthly licence invoices (spec 1 §9). No foreign key to the organization: an invoice is part of
 * the books and keeps the name it was issued to.
 */
export const licenceInvoices = pgTable(
  "licence_invoices",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid().notNull(),
    organizationName: text().notNull(),
    /** The invoiced month's first day. */
    month: date({ mode: "string" }).notNull(),
    daysInMonth: integer().notNull(),
    pricePerLicence: integer().notNull(),
    lines: jsonb().$type<LicenceInvoiceLine[]>().notNull(),
    amount: bigint({ mode: "number" }).notNull(),
    dueOn: date({ mode: "string" }).notNull(),
    status: text().$type<InvoiceStatus>().notNull().default("issued"),
    paidAt: moment(),
    paidById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("licence_invoices_org_month_idx").on(t.organizationId, t.month),
    index("licence_invoices_status_month_idx").on(t.status, t.month),
    check("licence_invoices_status_check", sql`status in ('issued', 'paid')`),
    check("licence_invoices_amount_check", sql`amount > 0`),
  ],
);
