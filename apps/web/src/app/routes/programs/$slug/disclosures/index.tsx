import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { ProgramDisclosures } from "../../../../../features/disclosures/index.ts";
import { programQuery } from "../../../../../features/programs/api/program-query.ts";
import { ProgramPageEmptyTab } from "../../../../../features/programs/components/page/program-page-empty-tab.tsx";
import { PageSearch } from "../../../../../features/public/api/public-api.ts";

/** The program's Disclosed tab (spec 2 §2): 20 a page, `page` in the URL. */
export const Route = createFileRoute("/programs/$slug/disclosures/")({
  validateSearch: PageSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: DisclosuresRoute,
});

function DisclosuresRoute() {
  const { slug } = Route.useParams();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: program } = useSuspenseQuery(programQuery(slug));
  return (
    <ProgramDisclosures
      program={program.data}
      page={page}
      onPageChange={(next) => void navigate({ search: { page: next } })}
      empty={<ProgramPageEmptyTab />}
    />
  );
}
