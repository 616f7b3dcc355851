import { ACTIVITIES_PER_PAGE, type Activity, type ActivityListMeta } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { type DayRange, RangeParam, toApiRange } from "../../../components/forms/date-range.ts";
import { api } from "../../../lib/api-client.ts";
import { integer, type SearchOf, searchParams, withDefault } from "../../../lib/search-readers.ts";
import { organizationKey } from "./organization-query.ts";

/** /organizations/{id} query params: `range` twice (local days, default the last 30) and `page`; bad values fall back. */
export const DashboardSearch = searchParams({
  range: RangeParam,
  page: withDefault(integer({ min: 1 }), 1),
});
export type DashboardSearch = SearchOf<typeof DashboardSearch.fields>;

export interface ActivityList {
  data: Activity[];
  meta: ActivityListMeta;
}

/** `?range=<start>&range=<end>` for the API: the range's instants, the key repeated. */
export function rangeQueryString(range: DayRange, extra: Record<string, string | number> = {}): string {
  const { start, end } = toApiRange(range);
  const params = new URLSearchParams([
    ["range", start],
    ["range", end],
  ]);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}

/** Under the organization's key, so a change in the organization refreshes its feed with the rest. */
export const activitiesKey = (organizationId: string) =>
  [...organizationKey(organizationId), "activities"] as const;

/** GET organizations/{id}/activities: one page of what the viewer may see, newest first. */
export const activitiesQuery = (organizationId: string, range: DayRange, page: number) =>
  queryOptions({
    queryKey: [...activitiesKey(organizationId), { start: range.start, end: range.end, page }] as const,
    queryFn: ({ signal }) =>
      api.get<ActivityList>(
        `/organizations/${organizationId}/activities?${rangeQueryString(range, { page, perPage: ACTIVITIES_PER_PAGE })}`,
        { signal, toast: false },
      ),
  });
