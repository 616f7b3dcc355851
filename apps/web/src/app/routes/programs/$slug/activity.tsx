import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { PageSearch } from "../../../../features/public/api/public-api.ts";
import { ProgramActivity } from "../../../../features/public/index.ts";

/** The program's Activity tab (spec 2 §2): its public facts, 20 a page. */
export const Route = createFileRoute("/programs/$slug/activity")({
  validateSearch: PageSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: ProgramActivityRoute,
});

function ProgramActivityRoute() {
  const { slug } = Route.useParams();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProgramActivity
      program={slug}
      page={page}
      onPageChange={(next) => void navigate({ search: { page: next } })}
    />
  );
}
