import type { NotificationPreferences, Social, UserSettings } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text(),
    displayName: text().notNull(),
    uniqueName: text().notNull(),
    iconKey: text(),
    bio: text().notNull().default(""),
    country: text(),
    socials: jsonb().$type<Social[]>().notNull().default([]),
    notificationPreferences: jsonb()
      .$type<Partial<NotificationPreferences>>()
      .notNull()
      // The literal, not the shared constant: drizzle-kit reads defaults from this file alone.
      .default({
        acceptsJobRequests: true,
        reportReplies: true,
        applications: true,
        reportUpdates: true,
        programReports: true,
        responseTargets: true,
        accountUpdates: true,
      }),
    settings: jsonb().$type<UserSettings>().notNull().default({ language: "en", theme: "light" }),
    openForEmployment: boolean().notNull().default(false),
    onboardedAt: moment(),
    lastLoginAt: moment(),
    /**
     * When the product itself verified `email`: its sign-in link was opened. A provider's word
     * ("email_verified") never sets it. One verified address belongs to one account.
     */
    emailVerifiedAt: moment(),
    /** Platform staff by the operator's command (`npm run staff -- add`), recorded in the event log. */
    staffSince: moment(),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("users_unique_name_idx").on(sql`lower(${t.uniqueName})`),
    uniqueIndex("users_verified_email_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`email_verified_at is not null`),
  ],
);

/** How a user signs in: keyed by (provider, subject); an e-mail address alone never links two accounts. */
export const identities = pgTable(
  "identities",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text().$type<"email" | "github" | "google">().notNull(),
    subject: text().notNull(),
    email: text(),
    createdAt: now(),
  },
  (t) => [uniqueIndex("identities_provider_subject_idx").on(t.provider, t.subject)],
);

export const privateInfos = pgTable("private_infos", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text().notNull(),
  address1: text().notNull(),
  address2: text().notNull().default(""),
  postCode: text().notNull(),
  city: text().notNull(),
  country: text().notNull(),
  updatedAt: now(),
});

export const billings = pgTable("billings", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  type: text().$type<"paypal" | "bank">().notNull(),
  identifier: text().notNull().default(""),
  iban: text().notNull().default(""),
  other: text().notNull().default(""),
  updatedAt: now(),
});

/** Hunter API keys: only the SHA-256 of a key is kept; revoking a key deletes its row. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    lastFour: text().notNull(),
    createdAt: now(),
    lastUsedAt: moment(),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId)],
);
