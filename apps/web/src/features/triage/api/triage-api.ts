import type {
  BulkTriageAction,
  CreateTriageAction,
  ListMeta,
  ReportAttachment,
  StaffTriageProgram,
  TriageActionType,
  TriageReportRow,
  TriageVulnerability,
} from "@bounty/shared";
import { triageActionTypes } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { apiUpload } from "../../../lib/api-upload.ts";
import { reportsKey, staffKey, triageKey } from "../../../lib/query-keys.ts";
import { integer, listOf, oneOf, searchParams, withDefault } from "../../../lib/search-readers.ts";

export interface TriageSearch {
  action: TriageActionType[];
  page: number;
}

export const triageReportsQuery = (programId: string, search: TriageSearch) =>
  queryOptions({
    queryKey: [...triageKey, programId, "reports", search],
    queryFn: ({ signal }) =>
      api.get<{ data: TriageReportRow[]; meta: ListMeta }>(`/triage/${programId}/reports`, {
        query: { action: search.action, page: search.page },
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

export const takeTriageAction = (reportId: string, body: CreateTriageAction) =>
  api.post<DataEnvelope<TriageVulnerability>>(`/triage/${reportId}/actions`, body).then((r) => r.data);

export const postTriageMessage = (reportId: string, content: string) =>
  api
    .post<DataEnvelope<TriageVulnerability>>(`/triage/${reportId}/messages`, { content })
    .then((r) => r.data);

/** What a step makes stale: the triage queries, and the report's own (its state follows the flow). */
export const staleAfterStep = [triageKey, reportsKey] as const;

export const staffTriageQuery = (s: string, page: number) =>
  queryOptions({
    queryKey: [...staffKey, "triage", { s, page }] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: StaffTriageProgram[]; meta: ListMeta }>("/staff/triage", {
        query: { s, page },
        signal,
      }),
  });

export const setProgramTriage = (programId: string, enabled: boolean) =>
  api.put<DataEnvelope<StaffTriageProgram>>(`/triage/${programId}`, { enabled }).then((r) => r.data);

export const assignTriager = (programId: string, user: string) =>
  api.post<DataEnvelope<StaffTriageProgram>>(`/triage/${programId}/triagers`, { user }).then((r) => r.data);

export const unassignTriager = (programId: string, userId: string) =>
  api.delete<DataEnvelope<StaffTriageProgram>>(`/triage/${programId}/triagers/${userId}`).then((r) => r.data);

export const triageSearchFields = {
  action: listOf(oneOf(triageActionTypes)),
  page: withDefault(integer({ min: 1 }), 1),
};
/** /triage/{programId}/reports: the table's filters in the URL (spec 2 §2: `action` repeated, `page`). */
export const TriageQueueSearch = searchParams(triageSearchFields);
export const defaultTriageSearch: TriageSearch = { action: [], page: 1 };

/** POST triage/{messageId}/attachments/{reportId}: the message's files, with upload progress (0 to 1). */
export function uploadTriageFiles(
  messageId: string,
  reportId: string,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<ReportAttachment[]> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  return apiUpload<DataEnvelope<ReportAttachment[]>>(`/triage/${messageId}/attachments/${reportId}`, form, {
    method: "POST",
    onProgress,
  }).then((r) => r.data);
}

/** POST triage/{programId}/actions/bulk: one step on the table's selection, all or none. */
export const takeBulkTriageAction = (programId: string, body: BulkTriageAction) =>
  api
    .post<DataEnvelope<{ changed: number }>>(`/triage/${programId}/actions/bulk`, body)
    .then((r) => r.data.changed);
