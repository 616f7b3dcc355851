import { createFileRoute, notFound, redirect, stripSearchParams } from "@tanstack/react-router";
import { TriageDashboardSearch } from "../../../../features/triage/api/triage-search.ts";
import { TriageDashboardPage } from "../../../../features/triage/components/dashboard/triage-dashboard-page.tsx";
import { triageProgramsQuery } from "../../../../lib/triage-programs.ts";

/** /triage/{programId} (spec 2 §2): the program's triage dashboard; not found for a program the person does not triage. */
export const Route = createFileRoute("/triage/$programId/")({
  // Triage is a few people's: its loader and page come in one chunk, out of everyone's first load.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: TriageDashboardSearch,
  search: { middlewares: [stripSearchParams({ all: false })] },
  beforeLoad: ({ context: { user }, location }) => {
    if (!user) throw redirect({ to: "/signin", search: { redirect: location.href }, replace: true });
  },
  loader: async ({ context: { queryClient }, params }) => {
    const programs = await queryClient.ensureQueryData(triageProgramsQuery);
    if (!programs.some((p) => p.id === params.programId)) throw notFound();
  },
  component: TriageDashboardRoute,
});

function TriageDashboardRoute() {
  const { programId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TriageDashboardPage
      programId={programId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
