import type { CreateSubscription, ProgramSubscription } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { programKey } from "../../../lib/query-keys.ts";

const path = (programId: string) => `/programs/${programId}/subscription`;

/** GET programs/{id}/subscription: the vdp program's latest subscription, or null (the API's 404). */
export const subscriptionQuery = (programId: string) =>
  queryOptions({
    queryKey: [...programKey(programId), "subscription"] as const,
    queryFn: async ({ signal }) => {
      try {
        return (await api.get<DataEnvelope<ProgramSubscription>>(path(programId), { signal, toast: false }))
          .data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/**
 * POST programs/{id}/subscription: a pending subscription whose `url` (the answer's Location too)
 * is the hosted checkout to pay at.
 */
export const createSubscription = (programId: string, input: CreateSubscription) =>
  api.post<DataEnvelope<ProgramSubscription>>(path(programId), input);
