import type { CreateSavedView, SavedView, SavedViewFilters, UpdateSavedView } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { savedViewsKey } from "../../../lib/query-keys.ts";
import { stringifySearch } from "../../../lib/search-params.ts";

export const savedViewsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: savedViewsKey(organizationId),
    queryFn: ({ signal }) =>
      api
        .get<DataEnvelope<SavedView[]>>(`/organizations/${organizationId}/saved-views`, {
          signal,
          toast: false,
        })
        .then((r) => r.data),
    staleTime: 60_000,
  });

export const createSavedView = (organizationId: string, body: CreateSavedView) =>
  api.post<DataEnvelope<SavedView>>(`/organizations/${organizationId}/saved-views`, body).then((r) => r.data);
export const updateSavedView = (id: string, body: UpdateSavedView) =>
  api.patch<DataEnvelope<SavedView>>(`/saved-views/${id}`, body).then((r) => r.data);
export const deleteSavedView = (id: string) => api.delete<void>(`/saved-views/${id}`);

/** The list page's filters as the URL holds them: the ones left at their default are not written. */
export function meaningfulFilters(filters: Partial<SavedViewFilters>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined || value === "" || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key === "sort" && value === "creation") continue;
    out[key] = Array.isArray(value) ? [...value].sort() : value;
  }
  return out;
}

/** Where a view leads: the organization's report list with its filters. */
export const viewHref = (organizationId: string, filters: Partial<SavedViewFilters>) =>
  `/organizations/${organizationId}/reports${stringifySearch(meaningfulFilters(filters))}`;

/** Whether the list shows exactly this view's filters (the page aside). */
export const showsView = (current: Partial<SavedViewFilters>, view: SavedView) =>
  JSON.stringify(meaningfulFilters(current)) === JSON.stringify(meaningfulFilters(view.filters));
