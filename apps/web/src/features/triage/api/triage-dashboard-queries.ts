import type { TriageDashboard, TriageStats } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { type DayRange, toApiRange } from "../../../components/forms/date-range.ts";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { triageKey } from "../../../lib/query-keys.ts";

/** GET triage/{id}/summary: the counts per step and the four lists; live for staff, every 20 s for the rest. */
export const triageDashboardQuery = (programId: string) =>
  queryOptions({
    queryKey: [...triageKey, programId, "summary"],
    queryFn: ({ signal }) =>
      api.get<DataEnvelope<TriageDashboard>>(`/triage/${programId}/summary`, { signal }).then((r) => r.data),
    refetchInterval: 20_000,
  });

/** GET triage/{id}/stats over the local days picked, or all time. */
export const triageStatsQuery = (programId: string, period: DayRange | "all") =>
  queryOptions({
    queryKey: [...triageKey, programId, "stats", period],
    queryFn: ({ signal }) => {
      const params =
        period === "all"
          ? new URLSearchParams([["all", "true"]])
          : new URLSearchParams([
              ["range", toApiRange(period).start],
              ["range", toApiRange(period).end],
            ]);
      return api
        .get<DataEnvelope<TriageStats>>(`/triage/${programId}/stats?${params}`, { signal, toast: false })
        .then((r) => r.data);
    },
  });
