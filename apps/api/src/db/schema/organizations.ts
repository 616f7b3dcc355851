import type { OrgRole, Social } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { now } from "./columns.ts";
import { users } from "./users.ts";

export const organizations = pgTable("organizations", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  bio: text().notNull().default(""),
  iconKey: text(),
  domain: text().notNull().default(""),
  links: jsonb().$type<Social[]>().notNull().default([]),
  /** Set by platform staff only: bounty and internal programs need it. */
  bountyApproved: boolean().notNull().default(false),
  /** Set by its admin (issue 46): members without a second factor are held back until they add one. */
  requireSecondFactor: boolean().notNull().default(false),
  createdAt: now(),
  updatedAt: now(),
});

export const organizationMembers = pgTable(
  "organization_members",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text().$type<OrgRole>().notNull(),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("organization_members_org_user_idx").on(t.organizationId, t.userId),
    // Exactly one admin: a promotion demotes the promoter first, in the same transaction.
    uniqueIndex("organization_members_one_admin_idx").on(t.organizationId).where(sql`role = 'admin'`),
    index("organization_members_user_idx").on(t.userId),
    check("organization_members_role_check", sql`role in ('admin', 'member', 'triage')`),
  ],
);

/** Invite links; the code is kept as is because admins display the link again. */
export const organizationInvites = pgTable(
  "organization_invites",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    code: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: now(),
  },
  (t) => [index("organization_invites_org_idx").on(t.organizationId)],
);
