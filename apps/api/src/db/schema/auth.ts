import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { moment } from "./columns.ts";
import { users } from "./users.ts";

/** One sign-in attempt: confirmed by the e-mail link or the provider's redirect, then exchanged once. */
export const loginRequests = pgTable("login_requests", {
  id: uuid().primaryKey().defaultRandom(),
  strategy: text().$type<"email" | "github" | "google" | "passkey">().notNull(),
  mode: text().$type<"login" | "signup">().notNull(),
  state: text().notNull().unique(),
  securityPhrase: text(),
  codeHash: text(),
  email: text(),
  name: text(),
  pkceVerifier: text(),
  nonce: text(),
  /**
   * A provider sign-in whose verified address is another account's verified address: the identity
   * (strategy, linkSubject) joins that account only once its owner opens the link mailed to it.
   */
  linkUserId: uuid().references(() => users.id, { onDelete: "cascade" }),
  linkSubject: text(),
  /** `factor`: the first factor passed, and the account's second factor is awaited (issue 46). */
  status: text()
    .$type<"pending" | "confirmed" | "factor" | "consumed" | "failed">()
    .notNull()
    .default("pending"),
  /** The WebAuthn challenge of a passkey sign-in or of the second-factor step. */
  factorChallenge: text(),

  userId: uuid().references(() => users.id, { onDelete: "cascade" }),
  isNewUser: boolean().notNull().default(false),
  expiresAt: moment().notNull(),
  confirmedAt: moment(),
  createdAt: moment().notNull().defaultNow(),
});

/** A sign-in: the family of refresh tokens descending from one login. Revoking it ends them all. */
export const sessions = pgTable("sessions", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: moment().notNull().defaultNow(),
  revokedAt: moment(),
  /** How the sign-in was made: its first factor, and the second when one was asked. */
  method: text().$type<"email" | "github" | "google" | "passkey">(),
  secondFactor: text().$type<"totp" | "passkey" | "recovery">(),
  userAgent: text(),
  ip: text(),
  /** The last refresh: kept to the refresh, so a request never writes. */
  lastUsedAt: moment(),
  /** The last time a factor was proven in this session: recent verification reads it. */
  factorVerifiedAt: moment(),
});

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    expiresAt: moment().notNull(),
    rotatedAt: moment(),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);
