import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import {
  defaultProgramHomeSearch,
  ProgramHomeSearch,
} from "../../../../../../features/programs/api/program-home-search.ts";
import { ProgramHomePage } from "../../../../../../features/programs/components/settings/program-home-page.tsx";

export const Route = createFileRoute("/organizations/$id/programs/$programId/")({
  validateSearch: ProgramHomeSearch,
  search: { middlewares: [stripSearchParams(defaultProgramHomeSearch)] },
  component: ProgramHomeRoute,
});

function ProgramHomeRoute() {
  const { id, programId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProgramHomePage
      programId={programId}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      onLeave={() => void navigate({ to: "/organizations/$id/programs", params: { id } })}
    />
  );
}
