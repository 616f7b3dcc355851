import type {
  MessageRevision,
  PossibleDuplicate,
  Report,
  ReportActivityList,
  ReportMessage,
  ReportMessageList,
  ReportNote,
  ReportNoteList,
  UpdateReport,
} from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { reportsKey } from "../../../lib/query-keys.ts";

/** A report's conversation, under the report's keys so that report events make it stale too. */
export const messagesKey = (reportId: string) => [...reportsKey, "messages", reportId] as const;
export const notesKey = (reportId: string) => [...reportsKey, "notes", reportId] as const;

export const messagesQuery = (reportId: string) =>
  queryOptions({
    queryKey: messagesKey(reportId),
    queryFn: ({ signal }) =>
      api.get<ReportMessageList>("/messages", { query: { report: reportId }, signal, toast: false }),
  });

export const postMessage = (reportId: string, content: string) =>
  api.post<DataEnvelope<ReportMessage>>("/messages", { report: reportId, content }).then((r) => r.data);

export const editMessage = (id: string, content: string) =>
  api.put<DataEnvelope<ReportMessage>>(`/messages/${id}`, { content }).then((r) => r.data);

export const deleteMessage = (id: string) => api.delete<void>(`/messages/${id}`);

export const notesQuery = (reportId: string) =>
  queryOptions({
    queryKey: notesKey(reportId),
    queryFn: ({ signal }) => api.get<ReportNoteList>(`/reports/${reportId}/notes`, { signal, toast: false }),
  });

export const addNote = (reportId: string, content: string) =>
  api.post<DataEnvelope<ReportNote>>(`/reports/${reportId}/notes`, { content }).then((r) => r.data);

export const deleteNote = (reportId: string, noteId: string) =>
  api.delete<void>(`/reports/${reportId}/notes/${noteId}`);

export const activitiesKey = (reportId: string) => [...reportsKey, "activities", reportId] as const;

export const activitiesQuery = (reportId: string) =>
  queryOptions({
    queryKey: activitiesKey(reportId),
    queryFn: ({ signal }) =>
      api.get<ReportActivityList>(`/reports/${reportId}/activities`, { signal, toast: false }),
  });

export const updateReport = (reportId: string, body: UpdateReport) =>
  api.patch<DataEnvelope<Report>>(`/reports/${reportId}`, body).then((r) => r.data);

export const duplicatesQuery = (reportId: string) =>
  queryOptions({
    queryKey: [...reportsKey, "duplicates", reportId],
    queryFn: ({ signal }) =>
      api
        .get<DataEnvelope<PossibleDuplicate[]>>(`/reports/${reportId}/duplicates`, { signal, toast: false })
        .then((r) => r.data),
  });

export const revisionsQuery = (messageId: string) =>
  queryOptions({
    queryKey: [...reportsKey, "revisions", messageId],
    queryFn: ({ signal }) =>
      api
        .get<DataEnvelope<MessageRevision[]>>(`/messages/${messageId}/revisions`, { signal, toast: false })
        .then((r) => r.data),
  });
