import type pg from "pg";
import PgBoss from "pg-boss";
import { type ChatQueueOptions, createChatQueue, startChatDelivery } from "../chat/chat-queue.ts";
import type { Mail, SendMail } from "../mail/mailer.ts";
import { inFlight } from "./in-flight.ts";

export interface Jobs {
  sendMail(mail: Mail): Promise<void>;
  stop(): Promise<void>;
}

const MAIL_QUEUE = "mail";

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
}): Promise<Jobs> {
  const work = inFlight();
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => work.track(opts.pool.query(text, values)) },
    schema: "pgboss",
    supervise: opts.worker,
    schedule: false,
  });
  boss.on("error", (err) => opts.log.error({ err }, "job queue error"));
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, retryLimit: 5, retryDelay: 5, retryBackoff: true });
  await createChatQueue(boss);
  if (opts.worker) {
    await boss.work<Mail>(MAIL_QUEUE, { pollingIntervalSeconds: 1 }, (jobs) =>
      work.track(
        (async () => {
          for (const job of jobs) await opts.sendMail(job.data);
        })(),
      ),
    );
  }
  const stopChat = opts.worker ? await startChatDelivery(boss, opts.pool, opts.chat, opts.log, work) : null;
  return {
    async sendMail(mail) {
      await boss.send(MAIL_QUEUE, mail);
    },
    async stop() {
      await stopChat?.();
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      if (!(await work.drained(5000))) opts.log.error({}, "job queue still busy after stopping");
    },
  };
}
