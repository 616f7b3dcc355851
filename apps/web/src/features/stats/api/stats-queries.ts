import type { ProgramHealth, ResponseStats } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { type DayRange, RangeParam, toApiRange } from "../../../components/forms/date-range.ts";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { organizationKey, programKey } from "../../../lib/query-keys.ts";
import { type SearchOf, searchParams } from "../../../lib/search-readers.ts";

/** /organizations/{id}/programs/{programId}/stats: `range` twice (local days, default the last 30 days). */
export const StatsSearch = searchParams({ range: RangeParam });
export type StatsSearch = SearchOf<typeof StatsSearch.fields>;

/** The viewer's own time zone: the statistics' days are theirs. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

const statsQueryString = (range: DayRange) => {
  const { start, end } = toApiRange(range);
  return new URLSearchParams([
    ["range", start],
    ["range", end],
    ["timeZone", timeZone()],
  ]).toString();
};

/** GET programs/{id}/stats: the program's figures over the range, for its staff. */
export const programStatsQuery = (programId: string, range: DayRange) =>
  queryOptions({
    queryKey: [...programKey(programId), "stats", { start: range.start, end: range.end }] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<ResponseStats>>(
          `/programs/${programId}/stats?${statsQueryString(range)}`,
          {
            signal,
            toast: false,
          },
        )
      ).data,
  });

export type OrganizationReportStats = ResponseStats & { programs: number | null };

/** GET organizations/{id}/report-stats: the same across the programs the member staffs. */
export const organizationReportStatsQuery = (organizationId: string, range: DayRange) =>
  queryOptions({
    queryKey: [
      ...organizationKey(organizationId),
      "report-stats",
      { start: range.start, end: range.end },
    ] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<OrganizationReportStats>>(
          `/organizations/${organizationId}/report-stats?${statsQueryString(range)}`,
          { signal, toast: false },
        )
      ).data,
  });

/** GET programs/{id}/response-health: the badge on the program's page. */
export const programHealthQuery = (programId: string) =>
  queryOptions({
    queryKey: [...programKey(programId), "response-health"] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<ProgramHealth>>(`/programs/${programId}/response-health`, {
          signal,
          toast: false,
        })
      ).data,
    staleTime: 60_000,
  });
