import type pg from "pg";
import type PgBoss from "pg-boss";
import type { InFlight } from "../jobs/in-flight.ts";
import { dispatchOutbox, type Outbox, startOutboxDispatcher } from "../jobs/outbox-dispatch.ts";
import type { Mail } from "../mail/mailer.ts";
import { deliverNotificationMail, type MailDeliveryDeps } from "./mail-delivery.job.ts";
import { hasUnqueuedMails, lockUnqueuedMails, markMailsQueued } from "./mail-outbox.repository.ts";

/** Notifications, from the outbox. */
export const MAIL_QUEUE = "mail";
/** Sign-in links and other security mails: a queue and worker of their own, never behind notifications. */
export const SECURITY_MAIL_QUEUE = "mail-security";
/** Mails a worker takes at once and sends side by side (over the SMTP pool, `SMTP_POOL_SIZE`). */
const MAIL_BATCH = 25;

/** About 5 s, 10 s, 20 s… doubling, over five retries: an SMTP server back within minutes gets it. */
const RETRY = { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 };

export interface MailQueueOptions extends Omit<MailDeliveryDeps, "log" | "sendMail"> {
  /** Tests only: a shorter first retry delay and fewer retries, a faster outbox read. */
  retryDelaySeconds?: number;
  retryLimit?: number;
  dispatchIntervalMs?: number;
}

export async function createMailQueues(boss: PgBoss): Promise<void> {
  await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...RETRY });
  await boss.createQueue(SECURITY_MAIL_QUEUE, { name: SECURITY_MAIL_QUEUE, ...RETRY });
}

/** The notification outbox, as the dispatcher reads it. */
export const mailOutbox = (retryDelay: number = RETRY.retryDelay, retryLimit = RETRY.retryLimit): Outbox => ({
  queue: MAIL_QUEUE,
  hasUnqueued: hasUnqueuedMails,
  lockUnqueued: lockUnqueuedMails,
  markQueued: markMailsQueued,
  jobData: (id) => ({ mailId: id }),
  retry: { ...RETRY, retryDelay, retryLimit },
});

export const dispatchNotificationMails = (
  deps: { db: MailDeliveryDeps["db"]; pool: pg.Pool },
  boss: PgBoss,
) => dispatchOutbox(deps, boss, mailOutbox());

/** A security mail goes straight on its own queue: the person waits for it on the sign-in screen. */
export async function enqueueSecurityMail(boss: PgBoss, mail: Mail): Promise<void> {
  await boss.send(SECURITY_MAIL_QUEUE, mail);
}

type Work = Pick<InFlight, "track">;

/**
 * Runs the outbox dispatcher and both mail workers in this process; returns the stop. Each worker
 * takes up to `MAIL_BATCH` mails a poll and sends them side by side; a mail that fails is failed
 * alone (pg-boss retries it with backoff), so none of its batch is sent twice.
 */
export async function startMailDelivery(
  boss: PgBoss,
  pool: pg.Pool,
  opts: MailQueueOptions,
  deps: { sendMail: MailDeliveryDeps["sendMail"]; log: MailDeliveryDeps["log"] },
  work: Work,
): Promise<() => Promise<void>> {
  const delivery: MailDeliveryDeps = { ...opts, ...deps };
  let workerId = "";
  workerId = await boss.work<{ mailId: string }>(
    MAIL_QUEUE,
    { pollingIntervalSeconds: 1, batchSize: MAIL_BATCH, includeMetadata: true },
    (jobs) => {
      // A full batch means more are waiting: fetch again at once instead of sleeping out the poll.
      if (jobs.length === MAIL_BATCH) boss.notifyWorker(workerId);
      return work.track(
        settleBatch(boss, MAIL_QUEUE, jobs, (job) =>
          deliverNotificationMail(delivery, job.data.mailId, {
            isLastAttempt: job.retryCount >= job.retryLimit,
          }),
        ),
      );
    },
  );
  // Half a second is pg-boss's shortest poll: a sign-in link waits at most that long for a worker.
  await boss.work<Mail>(SECURITY_MAIL_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: MAIL_BATCH }, (jobs) =>
    work.track(settleBatch(boss, SECURITY_MAIL_QUEUE, jobs, (job) => deps.sendMail(job.data))),
  );
  const dispatcher = startOutboxDispatcher(
    { db: opts.db, pool },
    boss,
    mailOutbox(opts.retryDelaySeconds, opts.retryLimit),
    {
      intervalMs: opts.dispatchIntervalMs ?? 500,
      workerId,
      log: deps.log,
    },
  );
  return async () => {
    await dispatcher.stop();
    await boss.offWork(MAIL_QUEUE);
    await boss.offWork(SECURITY_MAIL_QUEUE);
  };
}

async function settleBatch<T extends { id: string }>(
  boss: PgBoss,
  queue: string,
  jobs: T[],
  send: (job: T) => Promise<unknown>,
): Promise<void> {
  const results = await Promise.allSettled(jobs.map(send));
  for (const [i, result] of results.entries()) {
    if (result.status === "fulfilled") continue;
    const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
    await boss.fail(queue, jobs[i]!.id, { message: reason });
  }
}
