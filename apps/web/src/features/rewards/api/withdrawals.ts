import type { CreateWithdrawal, ListMeta, Movement, Payout } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { movementsKey } from "../../../lib/query-keys.ts";

export interface MovementList {
  data: Movement[];
  meta: ListMeta;
}

/** GET /api/users/authenticated/movements: the hunter's history, newest first. */
export const movementsQuery = (page: number) =>
  queryOptions({
    queryKey: [...movementsKey, { page }] as const,
    queryFn: ({ signal }) =>
      api.get<MovementList>("/users/authenticated/movements", { query: { page }, signal }),
  });

/**
 * POST /api/programs/{id}/credits/{userId}/withdrawal. `key` is the dialog's Idempotency-Key: a retry
 * (a double click, a lost answer) replays the first withdrawal instead of making a second.
 */
export const withdraw = async (
  path: { programId: string; userId: string },
  body: CreateWithdrawal,
  key: string,
) =>
  (
    await api.post<DataEnvelope<Payout>>(
      `/programs/${path.programId}/credits/${path.userId}/withdrawal`,
      body,
      { headers: { "Idempotency-Key": key } },
    )
  ).data;
