import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import {
  defaultOrgReportSearch,
  OrgReportSearch,
} from "../../../../../features/reports/api/report-search.ts";
import { reportsQuery } from "../../../../../features/reports/api/reports-query.ts";
import { ReportListPage } from "../../../../../features/reports/components/report-list-page.tsx";

/** The organization's report list (spec 2 §2): the reports of the programs the viewer runs. */
export const Route = createFileRoute("/organizations/$id/reports/")({
  validateSearch: OrgReportSearch,
  search: { middlewares: [stripSearchParams(defaultOrgReportSearch)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps, cause }) => {
    const load = queryClient.ensureQueryData(reportsQuery("org", deps, params.id));
    if (cause === "stay") void load.catch(() => undefined);
    else await load;
  },
  component: OrgReportsRoute,
});

function OrgReportsRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportListPage
      organizationId={id}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: next.page === search.page })}
    />
  );
}
