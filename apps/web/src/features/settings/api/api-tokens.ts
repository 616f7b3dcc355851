import type { ApiToken } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

export const apiTokensKey = (userId: string) => ["users", userId, "tokens"] as const;

/** GET /api/users/{id}/token: the hunter's API keys, masked. */
export const apiTokensQuery = (userId: string) =>
  queryOptions({
    queryKey: apiTokensKey(userId),
    queryFn: async () => (await api.get<DataEnvelope<ApiToken[]>>(`/users/${userId}/token`)).data,
  });

/** POST /api/users/{id}/token: the answer holds the whole key, the only time it is shown. */
export async function createApiToken(userId: string): Promise<ApiToken> {
  return (await api.post<DataEnvelope<ApiToken>>(`/users/${userId}/token`)).data;
}

export async function revokeApiToken(userId: string, tokenId: string): Promise<void> {
  await api.delete(`/users/${userId}/token/${tokenId}`);
}
