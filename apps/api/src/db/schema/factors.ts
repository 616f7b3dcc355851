import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";
import { users } from "./users.ts";

/**
 * A person's second factors (issue 46): authenticator apps (TOTP) and passkeys, several per account.
 * A TOTP factor counts once its first code was confirmed; its secret is sealed (lib/seal.ts).
 */
export const secondFactors = pgTable(
  "second_factors",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().$type<"totp" | "passkey">().notNull(),
    name: text().notNull(),
    totpSecret: text(),
    /** The 30-second step of the last code accepted: a code is accepted once (RFC 6238 §5.2). */
    totpLastStep: bigint({ mode: "number" }),
    credentialId: text(),
    publicKey: text(),
    /** WebAuthn's signature counter: 32 bits unsigned, more than `integer` holds. */
    signCount: bigint({ mode: "number" }).notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    confirmedAt: moment(),
    lastUsedAt: moment(),
    createdAt: now(),
  },
  (t) => [
    index("second_factors_user_idx").on(t.userId),
    uniqueIndex("second_factors_credential_idx").on(t.credentialId),
  ],
);

/** Ten one-time codes for when every factor is lost: stored hashed, each used once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: moment(),
    createdAt: now(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** A WebAuthn challenge for adding a passkey or a recent verification: used once, before it expires. */
export const factorChallenges = pgTable("factor_challenges", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  purpose: text().$type<"register" | "verify">().notNull(),
  challenge: text().notNull(),
  expiresAt: moment().notNull(),
  createdAt: now(),
});
