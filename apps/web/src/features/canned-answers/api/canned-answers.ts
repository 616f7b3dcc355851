import type { CannedAnswer, CreateCannedAnswer, UpdateCannedAnswer } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { cannedAnswersKey } from "../../../lib/query-keys.ts";

/** GET organizations/{id}/canned-answers: every member may use them. */
export const cannedAnswersQuery = (organizationId: string) =>
  queryOptions({
    queryKey: cannedAnswersKey(organizationId),
    queryFn: ({ signal }) =>
      api
        .get<DataEnvelope<CannedAnswer[]>>(`/organizations/${organizationId}/canned-answers`, {
          signal,
          toast: false,
        })
        .then((r) => r.data),
    staleTime: 60_000,
  });

export const createCannedAnswer = (organizationId: string, body: CreateCannedAnswer) =>
  api
    .post<DataEnvelope<CannedAnswer>>(`/organizations/${organizationId}/canned-answers`, body)
    .then((r) => r.data);
export const updateCannedAnswer = (id: string, body: UpdateCannedAnswer) =>
  api.patch<DataEnvelope<CannedAnswer>>(`/canned-answers/${id}`, body).then((r) => r.data);
export const deleteCannedAnswer = (id: string) => api.delete<void>(`/canned-answers/${id}`);
