import { z } from "zod";
import { RowId, Timestamp } from "./common.ts";

/** The chat provider's hooks address in production; servers may point CHAT_WEBHOOK_BASE_URL elsewhere. */
export const DEFAULT_CHAT_WEBHOOK_BASE_URL = "https://hooks.slack.com/";

export const WEBHOOK_URL_MAX_LENGTH = 2048;

/** The one-line refusal for a webhook address outside the configured hooks address. */
export const chatWebhookUrlRefusal = (baseUrl: string) => `Enter a URL that starts with ${baseUrl}.`;

/**
 * The form's check (Save is enabled only then): a non-empty address starting with the hooks address.
 * The API checks more (https, exact host, no user info) when it saves and again before each delivery.
 */
export const startsWithHooksAddress = (url: string, baseUrl: string) => {
  const value = url.trim();
  return value.length > baseUrl.length && value.startsWith(baseUrl);
};

const WebhookUrl = z
  .string()
  .trim()
  .min(1, "Enter the webhook URL.")
  .max(WEBHOOK_URL_MAX_LENGTH, `Use at most ${WEBHOOK_URL_MAX_LENGTH} characters.`);

/** POST organizations/{id}/slack: the organization's one chat webhook. */
export const CreateChatWebhook = z.strictObject({
  webhook: WebhookUrl,
  active: z.boolean().default(true),
});
export type CreateChatWebhook = z.infer<typeof CreateChatWebhook>;

/** PUT organizations/{id}/slack: only the active flag changes; a new address is delete then create. */
export const UpdateChatWebhook = z.strictObject({ active: z.boolean() });
export type UpdateChatWebhook = z.infer<typeof UpdateChatWebhook>;

/** The webhook as its organization's admin sees it: the address is a secret shown to nobody else. */
export const ChatWebhook = z.object({
  id: RowId,
  webhook: z.string(),
  active: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ChatWebhook = z.infer<typeof ChatWebhook>;

export const CHAT_WEBHOOK_EXISTS =
  "This organization already has a chat webhook. Delete it before adding another.";
