import type pg from "pg";
import type PgBoss from "pg-boss";
import type { Db } from "../db/client.ts";
import type { InFlight } from "../jobs/in-flight.ts";
import { dispatchOutbox, type Outbox, startOutboxDispatcher } from "../jobs/outbox-dispatch.ts";
import { hasUnqueuedDeliveries, lockUnqueuedDeliveries, markQueued } from "./chat-deliveries.repository.ts";
import { type ChatDeliveryDeps, deliverChatMessage } from "./chat-delivery.job.ts";

export const CHAT_QUEUE = "chat-delivery";

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

/** The chat outbox, as the dispatcher reads it. */
export const chatOutbox = (retryDelay: number = RETRY.retryDelay): Outbox => ({
  queue: CHAT_QUEUE,
  hasUnqueued: hasUnqueuedDeliveries,
  lockUnqueued: lockUnqueuedDeliveries,
  markQueued,
  jobData: (id) => ({ deliveryId: id }),
  retry: { ...RETRY, retryDelay },
});

/** Moves the chat outbox's rows into the queue (see `dispatchOutbox`). */
export const dispatchChatDeliveries = (
  deps: { db: Db; pool: pg.Pool },
  boss: PgBoss,
  retry = { retryDelay: RETRY.retryDelay },
) => dispatchOutbox(deps, boss, chatOutbox(retry.retryDelay));

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

  const dispatcher = startOutboxDispatcher({ db: opts.db, pool }, boss, chatOutbox(retry.retryDelay), {
    intervalMs: opts.dispatchIntervalMs ?? 1000,
    workerId,
    log,
  });
  return async () => {
    await dispatcher.stop();
    await boss.offWork(CHAT_QUEUE);
  };
}
