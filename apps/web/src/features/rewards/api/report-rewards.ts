import type { CreateReward, ReportReward } from "@bounty/shared";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

/**
 * POST /api/reports/{id}/rewards. `key` is the dialog's Idempotency-Key: a retry of the same reward
 * (a double click, a lost answer) replays the first one instead of paying twice.
 */
export const rewardReport = async (reportId: string, body: CreateReward, key: string) =>
  (
    await api.post<DataEnvelope<ReportReward>>(`/reports/${reportId}/rewards`, body, {
      headers: { "Idempotency-Key": key },
    })
  ).data;
