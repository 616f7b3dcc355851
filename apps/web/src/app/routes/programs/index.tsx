import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { defaultProgramSearch, ProgramSearch } from "../../../features/programs/api/program-search.ts";
import { programsQuery } from "../../../features/programs/api/programs-query.ts";
import { ProgramsPage } from "../../../features/programs/components/list/programs-page.tsx";

export const Route = createFileRoute("/programs/")({
  validateSearch: ProgramSearch,
  search: { middlewares: [stripSearchParams(defaultProgramSearch)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const load = queryClient.ensureQueryData(programsQuery(deps));
    // Filter changes on this page keep it on screen while the list loads (see ProgramsPage).
    if (cause === "stay") void load.catch(() => undefined);
    else await load;
  },
  component: ProgramsRoutePage,
});

function ProgramsRoutePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProgramsPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: next.page === search.page })}
    />
  );
}
