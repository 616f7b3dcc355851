import { createFileRoute, notFound, redirect, stripSearchParams } from "@tanstack/react-router";
import { triageReportsQuery } from "../../../../../features/triage/api/triage-queries.ts";
import { defaultTriageSearch, TriageQueueSearch } from "../../../../../features/triage/api/triage-search.ts";
import { TriageQueuePage } from "../../../../../features/triage/components/triage-queue-page.tsx";
import { triageProgramsQuery } from "../../../../../lib/triage-programs.ts";

/** /triage/{programId}/reports (spec 2 §2): the triage table; not found for a program the person does not triage. */
export const Route = createFileRoute("/triage/$programId/reports/")({
  // Triage is a few people\'s: its loader and page come in one chunk, out of everyone\'s first load.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: TriageQueueSearch,
  search: { middlewares: [stripSearchParams(defaultTriageSearch)] },
  beforeLoad: ({ context: { user }, location }) => {
    if (!user) throw redirect({ to: "/signin", search: { redirect: location.href }, replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    const programs = await queryClient.ensureQueryData(triageProgramsQuery);
    if (!programs.some((p) => p.id === params.programId)) throw notFound();
    await queryClient.ensureQueryData(triageReportsQuery(params.programId, deps));
  },
  component: TriageQueueRoute,
});

function TriageQueueRoute() {
  const { programId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TriageQueuePage
      programId={programId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: next.page === search.page })}
    />
  );
}
