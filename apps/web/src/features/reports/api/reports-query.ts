import type { CreateReport, Report, ReportList } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { reportsKey } from "../../../lib/query-keys.ts";
import type { ReportSearch } from "./report-search.ts";

/** GET /api/reports's query for a list page's filters (arrays repeated; the API reads both spellings). */
export const reportListParams = (view: "hunter" | "org", search: ReportSearch, organization?: string) => ({
  view,
  organization,
  criticality: search.severity,
  program: search.program,
  state: search.status,
  s: search.s,
  sort: search.sort,
  after: search.after,
  before: search.before,
  overdue: search.overdue ? "true" : undefined,
  assignee: search.assignee,
  label: search.label,
  page: search.page,
  perPage: search.perPage,
});

export const reportsQuery = (view: "hunter" | "org", search: ReportSearch, organization?: string) =>
  queryOptions({
    queryKey: [...reportsKey, "list", view, organization ?? null, search],
    queryFn: ({ signal }) =>
      api.get<ReportList>("/reports", {
        query: reportListParams(view, search, organization),
        signal,
        toast: false,
      }),
  });

export const reportQuery = (id: string, view: "hunter" | "org") =>
  queryOptions({
    queryKey: [...reportsKey, "detail", id, view],
    queryFn: ({ signal }) =>
      api
        .get<DataEnvelope<Report>>(`/reports/${id}`, { query: { view }, signal, toast: false })
        .then((r) => r.data),
  });

export const submitReport = (body: CreateReport) =>
  api.post<DataEnvelope<Report>>("/reports", body).then((r) => r.data);

/** Where /ref/{scope}/{number} leads the caller. */
export const referenceQuery = (scope: string, number: number) =>
  queryOptions({
    queryKey: [...reportsKey, "reference", scope, number],
    queryFn: ({ signal }) =>
      api
        .get<DataEnvelope<{ id: string; organizationId: string; view: "hunter" | "org" }>>(
          `/references/${encodeURIComponent(scope)}/${number}`,
          { signal, toast: false },
        )
        .then((r) => r.data),
  });
