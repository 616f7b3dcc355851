import {
  type CreditSystem,
  DEFAULT_PROGRAM_REWARDS,
  DEFAULT_REPLY_SPEED,
  type ProgramContent,
  type ProgramCvssVersion,
  type ProgramRewards,
  type ProgramType,
  type ProgramVisibility,
  type programStates,
} from "@bounty/shared";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";
import { organizationMembers, organizations } from "./organizations.ts";

/**
 * Programs of an organization. The displayed status is "not started" while first_activated_at is
 * null, and `status` (open, suspended, stopped) after that. Money (budgets) lives in the ledger.
 */
export const programs = pgTable(
  "programs",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    name: text().notNull(),
    type: text().$type<ProgramType>().notNull(),
    visibility: text().$type<ProgramVisibility>().notNull(),
    creditSystem: text().$type<CreditSystem>().notNull().default("money"),
    activated: boolean().notNull().default(false),
    firstActivatedAt: moment(),
    frozen: boolean().notNull().default(false),
    status: text().$type<(typeof programStates)[number]>().notNull().default("open"),
    replySpeed: integer().notNull().default(DEFAULT_REPLY_SPEED),
    cvssVersion: text().$type<ProgramCvssVersion>().notNull().default("3.1"),
    contents: jsonb().$type<ProgramContent[]>().notNull().default([]),
    rewards: jsonb().$type<ProgramRewards>().notNull().default(DEFAULT_PROGRAM_REWARDS),
    reportTemplate: text().notNull().default(""),
    // Spec 1 §5's country restriction (ISO codes; empty: anyone) and the intake cap against floods.
    allowedCountries: jsonb().$type<string[]>().notNull().default([]),
    maxOpenReportsPerHunter: integer(),
    // Days after which a disclosure request staff leave unanswered discloses itself; null: never.
    disclosureAfterDays: integer().default(30),
    // Disclosures leave out what the report was paid.
    hideDisclosedAmounts: boolean().notNull().default(false),
    // Response targets in business days (issue 30); the first response's is reply_speed. Null: none.
    triageTargetDays: integer(),
    rewardTargetDays: integer(),
    resolutionTargetDays: integer(),
    // Issue 32: platform staff turned triage on (a service the organization asked for); null: off.
    triageEnabledAt: moment(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    // Slugs are URLs: /programs/Acme and /programs/acme must not name two programs.
    uniqueIndex("programs_slug_lower_idx").on(sql`lower(${t.slug})`),
    index("programs_org_idx").on(t.organizationId),
    // The program list's order: a page walks this index instead of sorting every visible program.
    index("programs_name_order_idx").on(sql`lower(${t.name})`, t.id),
    // The programs everyone may see (programVisibleTo's first clause), in list order: the anonymous
    // list and its total read this small index alone (an index-only count).
    index("programs_listed_order_idx")
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.activated} and ${t.visibility} <> 'invite' and ${t.status} <> 'stopped'`),
    check("programs_type_check", sql`type in ('vdp', 'bounty', 'internal')`),
    check("programs_visibility_check", sql`visibility in ('public', 'application', 'invite')`),
    check("programs_credit_system_check", sql`credit_system in ('money', 'point')`),
    check("programs_status_check", sql`status in ('open', 'suspended', 'stopped')`),
    check("programs_cvss_version_check", sql`cvss_version in ('3.1', '4.0')`),
    check("programs_reply_speed_check", sql`reply_speed >= 0`),
    check("programs_disclosure_after_days_check", sql`disclosure_after_days between 8 and 365`),
    check(
      "programs_target_days_check",
      sql`triage_target_days between 1 and 365 and reward_target_days between 1 and 365 and resolution_target_days between 1 and 365`,
    ),
  ],
);

/** The organization members added to a program: they see its reports and manage it. */
export const programManagers = pgTable(
  "program_managers",
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    // A member who leaves the organization stops managing its programs with the same delete.
    memberId: uuid()
      .notNull()
      .references(() => organizationMembers.id, { onDelete: "cascade" }),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("program_managers_program_member_idx").on(t.programId, t.memberId),
    index("program_managers_member_idx").on(t.memberId),
  ],
);
