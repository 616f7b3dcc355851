import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { reportQuery } from "../../../features/reports/api/reports-query.ts";
import { ReportPage } from "../../../features/reports/components/report-page.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { isId } from "../../../lib/search-readers.ts";

/** /reports/{id}: the sender's page; the program's staff go to the organization's page, others see 404. */
export const Route = createFileRoute("/reports/$id")({
  beforeLoad: async ({ context: { user, queryClient }, params, location }) => {
    if (!user) throw redirect({ to: "/signin", search: { redirect: location.href }, replace: true });
    if (!isId(params.id)) throw notFound();
    try {
      const report = await queryClient.ensureQueryData(reportQuery(params.id, "hunter"));
      if (!report.access.sender) {
        throw redirect({
          to: "/organizations/$id/reports/$reportId",
          params: { id: report.program.organization.id, reportId: report.id },
          replace: true,
        });
      }
    } catch (error) {
      if (isApiError(error, 404)) throw notFound();
      throw error;
    }
  },
  component: HunterReportRoute,
});

function HunterReportRoute() {
  const { id } = Route.useParams();
  return <ReportPage id={id} view="hunter" />;
}
