import type {
  Disclosure,
  DisclosureAnswer,
  DisclosureList,
  DisclosureRequestAnswer,
  PutDisclosure,
  PutDisclosureRequest,
} from "@bounty/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { API_BASE, api, type DataEnvelope } from "../../../lib/api-client.ts";
import { programKey, reportsKey } from "../../../lib/query-keys.ts";

/** A report's disclosure and request: under the report's keys, so its live events refresh them. */
export const reportDisclosureKey = (reportId: string) => [...reportsKey, "disclosure", reportId] as const;

export const disclosureRequestQuery = (reportId: string) =>
  queryOptions({
    queryKey: [...reportDisclosureKey(reportId), "request"],
    queryFn: ({ signal }) =>
      api.get<DisclosureRequestAnswer>(`/reports/${reportId}/disclosure-request`, { signal, toast: false }),
  });

export const disclosureQuery = (reportId: string) =>
  queryOptions({
    queryKey: [...reportDisclosureKey(reportId), "disclosure"],
    queryFn: ({ signal }) =>
      api.get<DisclosureAnswer>(`/reports/${reportId}/disclosure`, { signal, toast: false }),
  });

export const putDisclosureRequest = (reportId: string, input: PutDisclosureRequest) =>
  api.put<DisclosureRequestAnswer>(`/reports/${reportId}/disclosure-request`, input);
export const deleteDisclosureRequest = (reportId: string) =>
  api.delete(`/reports/${reportId}/disclosure-request`);
export const rejectDisclosureRequest = (reportId: string) =>
  api.post<DisclosureRequestAnswer>(`/reports/${reportId}/disclosure-request/rejection`);
export const putDisclosure = (reportId: string, input: PutDisclosure) =>
  api.put<DisclosureAnswer>(`/reports/${reportId}/disclosure`, input);
export const undisclose = (reportId: string) => api.delete(`/reports/${reportId}/disclosure`);

/** A program's published disclosures (by id or slug), under the program's key. */
export const programDisclosuresQuery = (program: string, page: number) =>
  queryOptions({
    queryKey: [...programKey(program), "disclosures", page],
    queryFn: ({ signal }) =>
      api.get<DisclosureList>(`/programs/${program}/disclosures`, { query: { page }, signal, toast: false }),
    placeholderData: keepPreviousData,
  });

export const programDisclosureQuery = (program: string, id: string) =>
  queryOptions({
    queryKey: [...programKey(program), "disclosures", "one", id],
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<Disclosure>>(`/programs/${program}/disclosures/${id}`, {
          signal,
          toast: false,
        })
      ).data,
  });

/** The Atom feeds' addresses, for readers. */
export const programFeedUrl = (programId: string) => `${API_BASE}/programs/${programId}/disclosures.atom`;
