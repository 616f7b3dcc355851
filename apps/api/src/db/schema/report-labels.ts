import type { LabelColor } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { now } from "./columns.ts";
import { organizations } from "./organizations.ts";
import { reports } from "./reports.ts";

/**
 * Issue 47: the organization's labels, its staff's own sorting of reports. Names are unique in the
 * organization whatever their case: "Needs info" and "needs info" would be two labels nobody tells apart.
 */
export const labels = pgTable(
  "labels",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    color: text().$type<LabelColor>().notNull(),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("labels_organization_name_idx").on(t.organizationId, sql`lower(${t.name})`),
    check("labels_name_length", sql`char_length(${t.name}) between 1 and 40`),
  ],
);

/** A label on a report; deleting the label (or the report) takes it off. */
export const reportLabels = pgTable(
  "report_labels",
  {
    reportId: uuid()
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    labelId: uuid()
      .notNull()
      .references(() => labels.id, { onDelete: "cascade" }),
    createdAt: now(),
  },
  // The key serves a report's labels; the index, a label's reports (the list filter, the counts).
  (t) => [
    primaryKey({ columns: [t.reportId, t.labelId] }),
    index("report_labels_label_idx").on(t.labelId, t.reportId),
  ],
);
