import type pg from "pg";
import PgBoss from "pg-boss";
import { type ChatQueueOptions, createChatQueue, startChatDelivery } from "../chat/chat-queue.ts";
import type { Mail, SendMail } from "../mail/mailer.ts";
import { inFlight } from "./in-flight.ts";

/**
 * Work the worker repeats: pg-boss sends a job on the cron schedule (one per tick, whichever
 * process's clock sees it first), and once `firstAfterSeconds` after start.
 */
export interface Schedule {
  name: string;
  /** Five-field cron, in UTC. */
  cron: string;
  firstAfterSeconds: number;
  run(): Promise<void>;
}

export interface Jobs {
  sendMail(mail: Mail): Promise<void>;
  stop(): Promise<void>;
}

/** Notifications. */
const MAIL_QUEUE = "mail";
/** Sign-in links and other security mails: a queue and worker of their own, never behind notifications. */
const SECURITY_MAIL_QUEUE = "mail-security";
/** Mails a worker takes at once and sends side by side (over the SMTP pool, `SMTP_POOL_SIZE`). */
const MAIL_BATCH = 25;

/**
 * pg-boss on the app's own pool, so embedded PGlite (one connection) and PostgreSQL share a path.
 * A worker also posts the organizations' chat-webhook messages from the outbox.
 */
export async function startJobs(opts: {
  pool: pg.Pool;
  sendMail: SendMail;
  worker: boolean;
  log: { error(obj: object, msg: string): void };
  chat: ChatQueueOptions;
  schedules?: Schedule[];
}): Promise<Jobs> {
  const work = inFlight();
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => work.track(opts.pool.query(text, values)) },
    schema: "pgboss",
    supervise: opts.worker,
    schedule: opts.worker && (opts.schedules?.length ?? 0) > 0,
  });
  boss.on("error", (err) => opts.log.error({ err }, "job queue error"));
  await boss.start();
  for (const name of [MAIL_QUEUE, SECURITY_MAIL_QUEUE])
    await boss.createQueue(name, { name, retryLimit: 5, retryDelay: 5, retryBackoff: true });
  await createChatQueue(boss);
  if (opts.worker) {
    await startMailWorker(boss, MAIL_QUEUE, 1, opts.sendMail, work);
    // Half a second is pg-boss's shortest poll: a sign-in link waits at most that long for a worker.
    await startMailWorker(boss, SECURITY_MAIL_QUEUE, 0.5, opts.sendMail, work);
  }
  if (opts.worker) for (const s of opts.schedules ?? []) await startSchedule(boss, s, work);
  const stopChat = opts.worker ? await startChatDelivery(boss, opts.pool, opts.chat, opts.log, work) : null;
  return {
    async sendMail(mail) {
      await boss.send(mail.security ? SECURITY_MAIL_QUEUE : MAIL_QUEUE, mail);
    },
    async stop() {
      await stopChat?.();
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      if (!(await work.drained(5000))) opts.log.error({}, "job queue still busy after stopping");
    },
  };
}

/**
 * Takes up to `MAIL_BATCH` mails a poll and sends them side by side. A mail the server refuses is
 * failed alone (pg-boss retries it with backoff, then keeps it failed with its reason); the others
 * of its batch complete, so none is sent twice.
 */
async function startMailWorker(
  boss: PgBoss,
  queue: string,
  pollingIntervalSeconds: number,
  sendMail: SendMail,
  work: ReturnType<typeof inFlight>,
) {
  await boss.work<Mail>(queue, { pollingIntervalSeconds, batchSize: MAIL_BATCH }, (jobs) =>
    work.track(
      (async () => {
        const results = await Promise.allSettled(jobs.map((job) => sendMail(job.data)));
        for (const [i, result] of results.entries()) {
          if (result.status === "fulfilled") continue;
          const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
          await boss.fail(queue, jobs[i]!.id, { message: reason });
        }
      })(),
    ),
  );
}

async function startSchedule(boss: PgBoss, s: Schedule, work: ReturnType<typeof inFlight>) {
  // A singleton queue: a tick that comes while the last run is still queued adds nothing.
  await boss.createQueue(s.name, { name: s.name, policy: "singleton", retryLimit: 0 });
  await boss.schedule(s.name, s.cron, {}, { tz: "UTC" });
  await boss.send(s.name, {}, { startAfter: s.firstAfterSeconds });
  await boss.work(s.name, { pollingIntervalSeconds: 5 }, () => work.track(s.run()));
}
