import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { ProgramActivitySearch } from "../../../../../../features/organizations/api/program-events.ts";
import { ProgramActivityPage } from "../../../../../../features/organizations/components/activity/program-activity-page.tsx";

/** Spec 2 §2: the program's activity for its staff, 300 a page (`page`). */
export const Route = createFileRoute("/organizations/$id/programs/$programId/activities")({
  validateSearch: ProgramActivitySearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: ProgramActivityRoutePage,
});

function ProgramActivityRoutePage() {
  const { id, programId } = Route.useParams();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProgramActivityPage
      organizationId={id}
      programId={programId}
      page={page}
      onPageChange={(next) => void navigate({ search: { page: next } })}
    />
  );
}
