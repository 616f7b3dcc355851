import type { CreateLabel, Label, UpdateLabel } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { labelsKey } from "../../../lib/query-keys.ts";

/** GET organizations/{id}/labels: the organization's labels by name, for every member. */
export const labelsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: labelsKey(organizationId),
    queryFn: ({ signal }) =>
      api
        .get<DataEnvelope<Label[]>>(`/organizations/${organizationId}/labels`, { signal, toast: false })
        .then((r) => r.data),
    staleTime: 60_000,
  });

export const createLabel = (organizationId: string, body: CreateLabel) =>
  api.post<DataEnvelope<Label>>(`/organizations/${organizationId}/labels`, body).then((r) => r.data);
export const updateLabel = (id: string, body: UpdateLabel) =>
  api.patch<DataEnvelope<Label>>(`/labels/${id}`, body).then((r) => r.data);
export const deleteLabel = (id: string) => api.delete<void>(`/labels/${id}`);
