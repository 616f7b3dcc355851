import { createFileRoute, redirect, stripSearchParams } from "@tanstack/react-router";
import {
  defaultHunterReportSearch,
  HunterReportSearch,
} from "../../../features/reports/api/report-search.ts";
import { reportsQuery } from "../../../features/reports/api/reports-query.ts";
import { ReportListPage } from "../../../features/reports/components/report-list-page.tsx";

/** /reports: the signed-in hunter's own reports (spec 2 §2). */
export const Route = createFileRoute("/reports/")({
  validateSearch: HunterReportSearch,
  search: { middlewares: [stripSearchParams(defaultHunterReportSearch)] },
  beforeLoad: ({ context: { user }, location }) => {
    if (!user) throw redirect({ to: "/signin", search: { redirect: location.href }, replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const load = queryClient.ensureQueryData(reportsQuery("hunter", deps));
    // Filter changes keep the current list on screen while the next one loads (see ReportListPage).
    if (cause === "stay") void load.catch(() => undefined);
    else await load;
  },
  component: HunterReportsRoute,
});

function HunterReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: next.page === search.page })}
    />
  );
}
