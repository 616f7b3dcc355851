import { pgTable, text, uuid } from "drizzle-orm/pg-core";
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
