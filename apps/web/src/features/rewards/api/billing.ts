import type { Billing } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

export const billingKey = (userId: string) => ["users", userId, "billing"] as const;

/** GET /api/users/{id}/billing: null until a payment method is set. */
export const billingQuery = (userId: string) =>
  queryOptions({
    queryKey: billingKey(userId),
    queryFn: async () => (await api.get<DataEnvelope<Billing | null>>(`/users/${userId}/billing`)).data,
  });

export async function updateBilling(userId: string, input: Billing): Promise<Billing> {
  return (await api.put<DataEnvelope<Billing>>(`/users/${userId}/billing`, input)).data;
}
