import type { ProgramBalance, UpdateProgramBalance } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import {
  API_BASE,
  api,
  type DataEnvelope,
  readResponse,
  throwNetworkError,
  withTokenRefresh,
} from "../../../lib/api-client.ts";
import { budgetKey } from "../../../lib/query-keys.ts";

/** GET programs/{id}/balance: members of the owning organization, bounty programs. */
export const budgetBalanceQuery = (programId: string) =>
  queryOptions({
    queryKey: budgetKey(programId),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<ProgramBalance>>(`/programs/${programId}/balance`, {
          signal,
          toast: false,
        })
      ).data,
  });

/**
 * PUT programs/{id}/balance. Money moves, so the request carries an Idempotency-Key: a retried
 * request (a refreshed token, a double click) funds the program once.
 */
export async function updateBudgetBalance(
  programId: string,
  input: UpdateProgramBalance,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<ProgramBalance> {
  let response: Response;
  try {
    response = await withTokenRefresh((token) =>
      fetch(`${API_BASE}/programs/${programId}/balance`, {
        method: "PUT",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          "Idempotency-Key": idempotencyKey,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(input),
      }),
    );
  } catch (cause) {
    throwNetworkError(cause);
  }
  return (await readResponse<DataEnvelope<ProgramBalance>>(response)).data;
}
