import type { Db } from "../db/client.ts";
import type { ChatDeliveryStatus } from "../db/schema/index.ts";
import * as repo from "./chat-deliveries.repository.ts";
import { chatMessageFor } from "./chat-messages.ts";
import { type ChatClientOptions, postToWebhook } from "./webhook-client.ts";

/** Longer than one post may take (5 s), so a live attempt is never doubled by a second worker. */
const LEASE_SECONDS = 30;

export interface ChatDeliveryDeps {
  db: Db;
  /** CHAT_WEBHOOK_BASE_URL and PUBLIC_URL. */
  baseUrl: string;
  publicUrl: string;
  /** Tests only: a fake resolver, a local server's CA, a shorter timeout. */
  client?: Omit<ChatClientOptions, "base">;
  log: { error(obj: object, msg: string): void };
}

/** Thrown for a failure the queue should retry with backoff (5xx, 429, timeout, network). */
export class RetryableDeliveryError extends Error {}

export type DeliveryOutcome = Exclude<ChatDeliveryStatus, "pending"> | "not claimed";

/**
 * Delivers one outbox row at most once: a row already delivered, failed or skipped, or held by a live
 * attempt, is left alone. A refused address or redirect fails for good; a transient failure throws
 * RetryableDeliveryError, except on the last attempt, which records the failure.
 */
export async function deliverChatMessage(
  deps: ChatDeliveryDeps,
  deliveryId: string,
  opts: { isLastAttempt: boolean },
): Promise<DeliveryOutcome> {
  const { db } = deps;
  if (!(await repo.claimDelivery(db, deliveryId, LEASE_SECONDS))) return "not claimed";
  const work = await repo.findDeliveryWork(db, deliveryId);
  if (!work) return "not claimed";
  if (!work.webhook.active) return settle(deps, deliveryId, "skipped", "the webhook was turned off");
  const message = chatMessageFor(work.event, {
    publicUrl: deps.publicUrl,
    organizationName: work.organizationName,
    subject: work.subject,
  });
  if (!message) return settle(deps, deliveryId, "skipped", "not a posted event type");

  const result = await postToWebhook(work.webhook.url, message, {
    ...deps.client,
    base: new URL(deps.baseUrl),
  });
  if (result.ok) return settle(deps, deliveryId, "delivered", null);
  if (!result.retry || opts.isLastAttempt) {
    // The delivery id and the reason only: the URL is a secret and never goes to the log.
    deps.log.error({ deliveryId, reason: result.reason }, "chat message not delivered");
    return settle(deps, deliveryId, "failed", result.reason);
  }
  await repo.releaseDelivery(db, deliveryId, result.reason);
  throw new RetryableDeliveryError(result.reason);
}

async function settle(
  deps: ChatDeliveryDeps,
  id: string,
  status: Exclude<ChatDeliveryStatus, "pending">,
  reason: string | null,
): Promise<DeliveryOutcome> {
  await repo.finishDelivery(deps.db, id, status, reason);
  return status;
}
