import type { ScopeCategory, ScopeVulnerability } from "@bounty/shared";
import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { now } from "./columns.ts";
import { programs } from "./programs.ts";

/**
 * A program's scope groups: what hunters may test. Vdp groups are named by a unique identifier;
 * other programs' groups hold categories, a target and the vulnerability types in scope (none = any).
 */
export const scopeGroups = pgTable(
  "scope_groups",
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    types: jsonb().$type<ScopeCategory[]>().notNull().default([]),
    identifier: text().notNull(),
    description: text().notNull().default(""),
    scopes: jsonb().$type<ScopeVulnerability[]>().notNull().default([]),
    position: integer().notNull().default(0),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [index("scope_groups_program_idx").on(t.programId, t.position)],
);
