import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { dayRangeOf } from "../../../../components/forms/date-range.ts";
import { activitiesQuery, DashboardSearch } from "../../../../features/organizations/api/activity.ts";
import { organizationQuery } from "../../../../features/organizations/api/organization-query.ts";
import { organizationStatsQuery } from "../../../../features/organizations/api/stats.ts";
import { DashboardPage } from "../../../../features/organizations/components/activity/dashboard-page.tsx";
import { organizationReportStatsQuery } from "../../../../features/stats/api/stats-queries.ts";

export const Route = createFileRoute("/organizations/$id/")({
  validateSearch: DashboardSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps, cause }) => {
    const range = dayRangeOf(deps.range);
    // prefetchQuery never throws: a section that fails says so on the page (with Try again).
    const sections = Promise.all([
      queryClient.prefetchQuery(activitiesQuery(params.id, range, deps.page)),
      queryClient.prefetchQuery(organizationStatsQuery(params.id, range)),
      queryClient.prefetchQuery(organizationReportStatsQuery(params.id, range)),
    ]);
    // A new range or page keeps the dashboard on screen while it loads (see DashboardPage).
    if (cause !== "stay") await sections;
    await queryClient.ensureQueryData(organizationQuery(params.id));
  },
  component: DashboardRoutePage,
});

function DashboardRoutePage() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardPage
      organizationId={id}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
