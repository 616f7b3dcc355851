import { createFileRoute, notFound } from "@tanstack/react-router";
import { reportQuery } from "../../../../../features/reports/api/reports-query.ts";
import { ReportPage } from "../../../../../features/reports/components/report-page.tsx";
import { isApiError } from "../../../../../lib/api-error.ts";
import { isId } from "../../../../../lib/search-readers.ts";

/** The organization's report page: the program's staff only; any other member sees 404. */
export const Route = createFileRoute("/organizations/$id/reports/$reportId")({
  beforeLoad: async ({ context: { queryClient }, params, preload }) => {
    if (!isId(params.reportId)) throw notFound();
    // Staff reading a report marks it read (and a new one checked): a row hovered or focused with
    // `j` preloads the page's code only, or passing over the table would mark reports read.
    if (preload) return;
    try {
      const report = await queryClient.ensureQueryData(reportQuery(params.reportId, "org"));
      // Spec 2 §2: the organization and the report's program must match, else not found.
      if (report.program.organization.id !== params.id) throw notFound();
    } catch (error) {
      if (isApiError(error, 404) || isApiError(error, 403)) throw notFound();
      throw error;
    }
  },
  component: OrgReportRoute,
});

function OrgReportRoute() {
  const { reportId } = Route.useParams();
  return <ReportPage id={reportId} view="org" />;
}
