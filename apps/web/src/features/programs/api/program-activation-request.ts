import type { ActivationRequest } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { programKey } from "../../../lib/query-keys.ts";

const path = (programId: string) => `/programs/${programId}/activation_request`;

/** GET programs/{id}/activation_request: the vdp program's latest request, or null. */
export const activationRequestQuery = (programId: string) =>
  queryOptions({
    queryKey: [...programKey(programId), "activation-request"] as const,
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<ActivationRequest | null>>(path(programId), { signal, toast: false })).data,
  });

/** POST programs/{id}/activation_request: ask the platform to publish the vdp program. */
export const requestActivation = (programId: string) =>
  api.post<DataEnvelope<ActivationRequest>>(path(programId));

/** DELETE programs/{id}/activation_request: withdraw the pending request. */
export const cancelActivationRequest = (programId: string) => api.delete<unknown>(path(programId));
