import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type PgBoss from "pg-boss";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import type { InFlight } from "../jobs/in-flight.ts";
import { hasUnqueuedDeliveries, lockUnqueuedDeliveries, markQueued } from "./chat-deliveries.repository.ts";
import { type ChatDeliveryDeps, deliverChatMessage } from "./chat-delivery.job.ts";

export const CHAT_QUEUE = "chat-delivery";
const DISPATCH_BATCH = 100;

/** Production retry policy: about 10 s, 20 s, 40 s… doubling, with jitter, over roughly an hour. */
const RETRY = { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 };

export interface ChatQueueOptions extends Omit<ChatDeliveryDeps, "log"> {
  /** Tests only: a shorter first retry delay (pg-boss waits at least 1 s with backoff). */
  retryDelaySeconds?: number;
  /** How often the outbox is read (default 1 s) and the queue polled (pg-boss allows 0.5 s at least). */
  dispatchIntervalMs?: number;
  pollingIntervalSeconds?: number;
}

type Log = ChatDeliveryDeps["log"];

export async function createChatQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(CHAT_QUEUE, { name: CHAT_QUEUE, ...RETRY });
}

/**
 * Moves outbox rows into the queue. Locking the rows, inserting their jobs (job id = delivery id, so a
 * second insert is a no-op) and marking them queued share one transaction on one connection: a crash
 * leaves either both or neither.
 */
export async function dispatchChatDeliveries(
  deps: { db: Db; pool: pg.Pool },
  boss: PgBoss,
  retry: { retryDelay: number } = RETRY,
): Promise<number> {
  // Most ticks find nothing: skip the transaction (three round trips on PGlite's one connection).
  if (!(await hasUnqueuedDeliveries(deps.db))) return 0;
  const client = await deps.pool.connect();
  try {
    await client.query("begin");
    const db = drizzle(client, { schema, casing: "snake_case" });
    const ids = await lockUnqueuedDeliveries(db, DISPATCH_BATCH);
    if (ids.length > 0) {
      const jobs = ids.map((id) => ({ id, name: CHAT_QUEUE, data: { deliveryId: id }, ...RETRY, ...retry }));
      await boss.insert(jobs, { db: { executeSql: (text, values) => client.query(text, values) } });
      await markQueued(db, ids);
    }
    await client.query("commit");
    return ids.length;
  } catch (err) {
    await client.query("rollback").catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Runs the dispatcher and the delivery worker in this process; returns the stop. */
export async function startChatDelivery(
  boss: PgBoss,
  pool: pg.Pool,
  opts: ChatQueueOptions,
  log: Log,
  work: Pick<InFlight, "track">,
): Promise<() => Promise<void>> {
  const deps: ChatDeliveryDeps = { ...opts, log };
  const retry = { retryDelay: opts.retryDelaySeconds ?? RETRY.retryDelay };
  const workerId = await boss.work<{ deliveryId: string }>(
    CHAT_QUEUE,
    { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      await work.track(
        deliverChatMessage(deps, job.data.deliveryId, {
          isLastAttempt: job.retryCount >= job.retryLimit,
        }),
      );
    },
  );

  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= dispatchChatDeliveries({ db: opts.db, pool }, boss, retry)
      .then((n) => {
        if (n > 0) boss.notifyWorker(workerId);
      })
      .catch((err) => log.error({ err }, "chat outbox dispatch failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, opts.dispatchIntervalMs ?? 1000);
  tick();
  return async () => {
    clearInterval(timer);
    await running;
    await boss.offWork(CHAT_QUEUE);
  };
}
