import type { ChatWebhook } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { organizationKey } from "./organization-query.ts";

export const chatWebhookKey = (organizationId: string) =>
  [...organizationKey(organizationId), "chat-webhook"] as const;

/** GET organizations/{id}/slack (admin only): the webhook with its URL, or null when none is connected. */
export const chatWebhookQuery = (organizationId: string) =>
  queryOptions({
    queryKey: chatWebhookKey(organizationId),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<ChatWebhook | null>>(`/organizations/${organizationId}/slack`, { signal }))
        .data,
  });

export async function createChatWebhook(organizationId: string, webhook: string): Promise<ChatWebhook> {
  const body = { webhook: webhook.trim(), active: true };
  return (await api.post<DataEnvelope<ChatWebhook>>(`/organizations/${organizationId}/slack`, body)).data;
}

export async function setChatWebhookActive(organizationId: string, active: boolean): Promise<ChatWebhook> {
  return (await api.put<DataEnvelope<ChatWebhook>>(`/organizations/${organizationId}/slack`, { active }))
    .data;
}

export async function deleteChatWebhook(organizationId: string): Promise<void> {
  await api.delete(`/organizations/${organizationId}/slack`);
}

/** The URL with its secret part hidden: the hooks address, dots, and the last four characters. */
export function maskWebhookUrl(url: string, baseUrl: string): string {
  const prefix = url.startsWith(baseUrl) ? baseUrl : "";
  const rest = url.slice(prefix.length);
  return `${prefix}••••••••${rest.length > 8 ? rest.slice(-4) : ""}`;
}
