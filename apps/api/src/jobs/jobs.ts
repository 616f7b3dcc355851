import type pg from "pg";
import PgBoss from "pg-boss";
import { type ChatQueueOptions, createChatQueue, startChatDelivery } from "../chat/chat-queue.ts";
import type { Mail, SendMail } from "../mail/mailer.ts";
import {
  createMailQueues,
  enqueueSecurityMail,
  type MailQueueOptions,
  startMailDelivery,
} from "../notifications/mail-queue.ts";
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
  /**
   * A sign-in link or another security mail, straight onto its own queue. Notifications never pass
   * here: they are written to the outbox with their event (notifications/recipients.ts).
   */
  sendSecurityMail(mail: Mail): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the app's own pool, so embedded PGlite (one connection) and PostgreSQL share a path.
 * A worker sends the notification mails and posts the organizations' chat-webhook messages from
 * their outboxes, and sends security mails from their queue.
 */
export async function startJobs(opts: {
  pool: pg.Pool;
  sendMail: SendMail;
  worker: boolean;
  log: { error(obj: object, msg: string): void };
  chat: ChatQueueOptions;
  mail: MailQueueOptions;
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
  await createMailQueues(boss);
  await createChatQueue(boss);
  const stops: (() => Promise<void>)[] = [];
  if (opts.worker) {
    stops.push(
      await startMailDelivery(boss, opts.pool, opts.mail, { sendMail: opts.sendMail, log: opts.log }, work),
    );
    for (const s of opts.schedules ?? []) await startSchedule(boss, s, work);
    stops.push(await startChatDelivery(boss, opts.pool, opts.chat, opts.log, work));
  }
  return {
    sendSecurityMail: (mail) => enqueueSecurityMail(boss, { ...mail, security: true }),
    async stop() {
      for (const stop of stops) await stop();
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      if (!(await work.drained(5000))) opts.log.error({}, "job queue still busy after stopping");
    },
  };
}

async function startSchedule(boss: PgBoss, s: Schedule, work: ReturnType<typeof inFlight>) {
  // A singleton queue: a tick that comes while the last run is still queued adds nothing.
  await boss.createQueue(s.name, { name: s.name, policy: "singleton", retryLimit: 0 });
  await boss.schedule(s.name, s.cron, {}, { tz: "UTC" });
  await boss.send(s.name, {}, { startAfter: s.firstAfterSeconds });
  await boss.work(s.name, { pollingIntervalSeconds: 5 }, () => work.track(s.run()));
}
