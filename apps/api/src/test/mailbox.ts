import { asc, eq, ne } from "drizzle-orm";
import { events, notificationMails, users } from "../db/schema/index.ts";
import type { Mail } from "../mail/mailer.ts";
import { renderNotification } from "../notifications/render.ts";
import type { TestApp } from "./harness.ts";

/**
 * The notification mails written to the outbox, as they go out (worded in each recipient's language),
 * read straight from the outbox: a test sees what a change queued the moment its request answers,
 * without waiting for the worker. `clear` forgets what was queued so far.
 */
export function testMailbox(app: () => TestApp) {
  let seen = new Set<string>();
  const rows = async () => {
    const t = app();
    return t.ctx.database.db
      .select({ mail: notificationMails, event: events, language: users.settings })
      .from(notificationMails)
      .innerJoin(events, eq(events.id, notificationMails.eventId))
      .innerJoin(users, eq(users.id, notificationMails.recipientId))
      .where(ne(notificationMails.status, "skipped"))
      .orderBy(asc(notificationMails.createdAt), asc(events.createdAt), asc(notificationMails.toAddress));
  };
  return {
    async clear(): Promise<void> {
      seen = new Set((await rows()).map((r) => r.mail.id));
    },
    async read(): Promise<Mail[]> {
      const t = app();
      const mails: Mail[] = [];
      for (const row of await rows()) {
        if (seen.has(row.mail.id)) continue;
        const mail = await renderNotification(
          t.ctx.database.db,
          { publicUrl: t.ctx.config.PUBLIC_URL, secret: t.ctx.config.JWT_SECRET },
          {
            event: row.event,
            to: row.mail.toAddress,
            recipientId: row.mail.recipientId,
            preference: row.mail.preference,
            language: row.language.language,
          },
        );
        if (mail) mails.push(mail);
      }
      return mails;
    },
  };
}
