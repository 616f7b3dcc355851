import type { OrganizationStats } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import type { DayRange } from "../../../components/forms/date-range.ts";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { rangeQueryString } from "./activity.ts";
import { organizationKey } from "./organization-query.ts";

/** GET organizations/{id}/stats: counts over the range from the events the viewer's feed shows. */
export const organizationStatsQuery = (organizationId: string, range: DayRange) =>
  queryOptions({
    queryKey: [...organizationKey(organizationId), "stats", { start: range.start, end: range.end }] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<OrganizationStats>>(
          `/organizations/${organizationId}/stats?${rangeQueryString(range)}`,
          { signal, toast: false },
        )
      ).data,
  });
