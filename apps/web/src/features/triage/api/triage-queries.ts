import type {
  ListMeta,
  TriageConversationMessage,
  TriageReportRow,
  TriageVulnerability,
} from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { triageKey } from "../../../lib/query-keys.ts";
import type { TriageSearch } from "./triage-search.ts";

// The triage pages' reads, apart from their writes: the routes' loaders, in everyone's first load, take these.

export const triageReportsQuery = (programId: string, search: TriageSearch) =>
  queryOptions({
    queryKey: [...triageKey, programId, "reports", search],
    queryFn: ({ signal }) =>
      api.get<{ data: TriageReportRow[]; meta: ListMeta }>(`/triage/${programId}/reports`, {
        query: { action: search.action, page: search.page, perPage: search.perPage },
        signal,
      }),
    refetchInterval: 20_000,
  });

export const vulnerabilityQuery = (programId: string, reportId: string) =>
  queryOptions({
    queryKey: [...triageKey, programId, "vulnerability", reportId],
    queryFn: ({ signal }) =>
      api
        .get<DataEnvelope<TriageVulnerability>>(`/triage/${programId}/reports/${reportId}`, { signal })
        .then((r) => r.data),
    // The other side's steps: live for the program's staff; triagers outside the organization are not
    // on its live stream, so the page also looks again every 20 seconds while it is open.
    refetchInterval: 20_000,
  });

/** The hunter's conversation with the organization, read beside the triage thread (issue 47). */
export const triageConversationQuery = (reportId: string, page: number) =>
  queryOptions({
    queryKey: [...triageKey, "conversation", reportId, page],
    queryFn: ({ signal }) =>
      api.get<{ data: TriageConversationMessage[]; meta: ListMeta }>(`/triage/${reportId}/conversation`, {
        query: { page },
        signal,
      }),
    refetchInterval: 20_000,
  });
