import type {
  BulkTriageAction,
  CreateTriageAction,
  ListMeta,
  ReportAttachment,
  StaffTriageProgram,
  TriageVulnerability,
} from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { apiUpload } from "../../../lib/api-upload.ts";
import { reportsKey, staffKey, triageKey } from "../../../lib/query-keys.ts";

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
  api.put<DataEnvelope<StaffTriageProgram>>(`/staff/triage/${programId}`, { enabled }).then((r) => r.data);

export const assignTriager = (programId: string, user: string) =>
  api
    .post<DataEnvelope<StaffTriageProgram>>(`/staff/triage/${programId}/triagers`, { user })
    .then((r) => r.data);

export const unassignTriager = (programId: string, userId: string) =>
  api
    .delete<DataEnvelope<StaffTriageProgram>>(`/staff/triage/${programId}/triagers/${userId}`)
    .then((r) => r.data);

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
