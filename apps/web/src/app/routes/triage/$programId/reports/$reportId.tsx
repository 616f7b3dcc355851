import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { vulnerabilityQuery } from "../../../../../features/triage/api/triage-queries.ts";
import { TriageDetailPage } from "../../../../../features/triage/components/triage-detail-page.tsx";
import { isApiError } from "../../../../../lib/api-error.ts";
import { isId } from "../../../../../lib/search-readers.ts";

/** /triage/{programId}/reports/{id} (spec 2 §2): the triage detail; not found unless the person triages the program. */
export const Route = createFileRoute("/triage/$programId/reports/$reportId")({
  // Triage is a few people\'s: its loader and page come in one chunk, out of everyone\'s first load.
  codeSplitGroupings: [["loader", "component"]],
  beforeLoad: ({ context: { user }, location }) => {
    if (!user) throw redirect({ to: "/signin", search: { redirect: location.href }, replace: true });
  },
  loader: async ({ context: { queryClient }, params }) => {
    if (!isId(params.programId) || !isId(params.reportId)) throw notFound();
    try {
      await queryClient.ensureQueryData(vulnerabilityQuery(params.programId, params.reportId));
    } catch (error) {
      if (isApiError(error, 404) || isApiError(error, 400) || isApiError(error, 403)) throw notFound();
      throw error;
    }
  },
  component: TriageDetailRoute,
});

function TriageDetailRoute() {
  const { programId, reportId } = Route.useParams();
  return <TriageDetailPage programId={programId} reportId={reportId} />;
}
