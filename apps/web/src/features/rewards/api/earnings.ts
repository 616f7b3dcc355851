import type { Balance, Credit } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { balanceKey, creditsKey } from "../../../lib/query-keys.ts";

/** Spec §9: the credit list is fetched in one page of 1000. */
export const CREDITS_PER_PAGE = 1000;

/** GET /api/users/{id}/balance: the hunter's money balance in yen. */
export const balanceQuery = (userId: string) =>
  queryOptions({
    queryKey: balanceKey(userId),
    queryFn: async () => (await api.get<DataEnvelope<Balance>>(`/users/${userId}/balance`)).data.balance,
  });

/** GET /api/users/authenticated/credits: one credit per program the hunter earned in. */
export const creditsQuery = queryOptions({
  queryKey: creditsKey,
  queryFn: async () =>
    (
      await api.get<DataEnvelope<Credit[]>>("/users/authenticated/credits", {
        query: { perPage: CREDITS_PER_PAGE },
      })
    ).data,
});
