import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { StatsSearch } from "../../../../../../features/stats/api/stats-queries.ts";
import { ProgramStatsPage } from "../../../../../../features/stats/components/program-stats-page.tsx";

/** Spec 2 §2: the program's statistics, `range` defaulting to the last 30 days. */
export const Route = createFileRoute("/organizations/$id/programs/$programId/stats")({
  validateSearch: StatsSearch,
  search: { middlewares: [stripSearchParams({})] },
  component: ProgramStatsRoutePage,
});

function ProgramStatsRoutePage() {
  const { programId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProgramStatsPage
      programId={programId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
