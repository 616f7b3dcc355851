import type { Db } from "../db/client.ts";
import type { NotificationMailStatus } from "../db/schema/index.ts";
import type { SendMail } from "../mail/mailer.ts";
import * as repo from "./mail-outbox.repository.ts";
import { type RenderContext, renderNotification, UnwordableMail } from "./render.ts";

/** Longer than one SMTP exchange may take, so a live attempt is never doubled by a second worker. */
const LEASE_SECONDS = 60;

export interface MailDeliveryDeps extends RenderContext {
  db: Db;
  sendMail: SendMail;
  log: { error(obj: object, msg: string): void };
}

export type MailOutcome = Exclude<NotificationMailStatus, "pending"> | "not claimed";

/** Thrown for a failure the queue should retry with backoff; the row keeps its reason meanwhile. */
export class RetryableMailError extends Error {}

/**
 * Sends one outbox row at most once while it holds its lease: a row already sent, failed or skipped,
 * or held by a live attempt, is left alone. A failed send is retried with backoff; the last attempt
 * records it as failed with the server's reason, for platform staff to see on /staff.
 */
export async function deliverNotificationMail(
  deps: MailDeliveryDeps,
  mailId: string,
  opts: { isLastAttempt: boolean },
): Promise<MailOutcome> {
  const { db } = deps;
  const mail = await repo.claimMail(db, mailId, LEASE_SECONDS);
  if (!mail) return "not claimed";
  const work = await repo.findMailWork(db, mail);
  if (!work) return settle(deps, mailId, "skipped", "the event or the recipient is gone");
  let rendered: Awaited<ReturnType<typeof renderNotification>>;
  try {
    rendered = await renderNotification(db, deps, {
      event: work.event,
      to: mail.toAddress,
      recipientId: mail.recipientId,
      preference: mail.preference,
      language: work.recipient.settings.language,
    });
  } catch (err) {
    if (err instanceof UnwordableMail) return settle(deps, mailId, "skipped", err.message);
    throw err;
  }
  if (!rendered) return settle(deps, mailId, "skipped", "no mail for this event type");
  try {
    await deps.sendMail(rendered);
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    if (opts.isLastAttempt) {
      deps.log.error({ mailId, reason }, "notification mail not delivered");
      return settle(deps, mailId, "failed", reason);
    }
    await repo.releaseMail(db, mailId, reason);
    throw new RetryableMailError(reason);
  }
  return settle(deps, mailId, "sent", null);
}

async function settle(
  deps: MailDeliveryDeps,
  id: string,
  status: Exclude<NotificationMailStatus, "pending">,
  reason: string | null,
): Promise<MailOutcome> {
  await repo.finishMail(deps.db, id, status, reason);
  return status;
}
