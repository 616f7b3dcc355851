import type { AnswerRetest, RequestRetest, Retest, RetestList } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { reportsKey } from "../../../lib/query-keys.ts";

/** A report's retests, under the report's keys: every report event (a retest's included) refreshes them. */
export const retestsKey = (reportId: string) => [...reportsKey, "retests", reportId] as const;

export const retestsQuery = (reportId: string) =>
  queryOptions({
    queryKey: retestsKey(reportId),
    queryFn: ({ signal }) => api.get<RetestList>(`/reports/${reportId}/retests`, { signal, toast: false }),
  });

/**
 * POST reports/{id}/retests and retests/{id}/answer hold and pay money: `key` is the dialog's
 * Idempotency-Key, so a retried click replays the first answer instead of holding or paying twice.
 */
export const requestRetest = (reportId: string, body: RequestRetest, key: string) =>
  api
    .post<DataEnvelope<Retest>>(`/reports/${reportId}/retests`, body, { headers: { "Idempotency-Key": key } })
    .then((r) => r.data);

export const answerRetest = (retestId: string, body: AnswerRetest, key: string) =>
  api
    .post<DataEnvelope<Retest>>(`/retests/${retestId}/answer`, body, { headers: { "Idempotency-Key": key } })
    .then((r) => r.data);

export type RetestStep = "accept" | "decline" | "cancel";
export const takeRetestStep = (retestId: string, step: RetestStep) =>
  api.post<DataEnvelope<Retest>>(`/retests/${retestId}/${step}`).then((r) => r.data);
