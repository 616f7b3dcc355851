import type { PrivateInfo, UpdatePrivateInfo } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

export const privateInfoKey = (userId: string) => ["users", userId, "private"] as const;

/** GET /api/users/{id}/private: null until the hunter fills it in. */
export const privateInfoQuery = (userId: string) =>
  queryOptions({
    queryKey: privateInfoKey(userId),
    queryFn: async () => (await api.get<DataEnvelope<PrivateInfo | null>>(`/users/${userId}/private`)).data,
  });

export async function updatePrivateInfo(userId: string, input: UpdatePrivateInfo): Promise<PrivateInfo> {
  return (await api.put<DataEnvelope<PrivateInfo>>(`/users/${userId}/private`, input)).data;
}
