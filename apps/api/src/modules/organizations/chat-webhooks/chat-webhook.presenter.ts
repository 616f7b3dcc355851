import type { ChatWebhook } from "@bounty/shared";
import type { ChatWebhookRow } from "./chat-webhook.repository.ts";

/** Only the admin's answers carry this: the URL is the webhook's secret. */
export const toChatWebhook = (w: ChatWebhookRow): ChatWebhook => ({
  id: w.id,
  webhook: w.url,
  active: w.active,
  createdAt: w.createdAt.toISOString(),
  updatedAt: w.updatedAt.toISOString(),
});
