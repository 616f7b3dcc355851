import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { now } from "./columns.ts";

/** Mails kept for /dev/mail when no SMTP server is configured (never in production). */
export const devMails = pgTable("dev_mails", {
  id: uuid().primaryKey().defaultRandom(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text().notNull(),
  createdAt: now(),
});

/**
 * Mails an organization caused towards someone outside it who asked for nothing (added to, approved
 * in, declined or removed from a program), one row each, to limit how many one organization can aim
 * at one person (docs/api.md, "Mail limits"). Old rows are of no use after a day.
 */
export const outsiderMails = pgTable(
  "outsider_mails",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid().notNull(),
    recipientId: uuid().notNull(),
    kind: text().notNull(),
    createdAt: now(),
  },
  (t) => [
    index("outsider_mails_recipient_idx").on(t.organizationId, t.recipientId, t.createdAt),
    index("outsider_mails_org_idx").on(t.organizationId, t.createdAt),
  ],
);
