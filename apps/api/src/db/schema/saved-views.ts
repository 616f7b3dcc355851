import type { SavedViewFilters } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { now } from "./columns.ts";
import { organizations } from "./organizations.ts";
import { users } from "./users.ts";

/**
 * Issue 31: a named set of the organization's report list filters. Its author's own, or shared with
 * every member; a shared view outlives its author's account (owner null), an admin may remove it.
 */
export const savedViews = pgTable(
  "saved_views",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    ownerId: uuid().references(() => users.id, { onDelete: "set null" }),
    name: text().notNull(),
    filters: jsonb().$type<SavedViewFilters>().notNull(),
    shared: boolean().notNull().default(false),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    index("saved_views_organization_idx").on(t.organizationId, t.createdAt),
    check("saved_views_name_length", sql`char_length(${t.name}) between 1 and 60`),
  ],
);
