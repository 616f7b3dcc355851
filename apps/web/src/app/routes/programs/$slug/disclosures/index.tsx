import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { z } from "zod";
import { ProgramDisclosures } from "../../../../../features/disclosures/index.ts";
import { programQuery } from "../../../../../features/programs/api/program-query.ts";
import { ProgramPageEmptyTab } from "../../../../../features/programs/components/page/program-page-empty-tab.tsx";

const Search = z.object({ page: z.coerce.number().int().min(1).catch(1).default(1) });

/** The program's Disclosed tab (spec 2 §2): 20 a page, `page` in the URL. */
export const Route = createFileRoute("/programs/$slug/disclosures/")({
  validateSearch: Search,
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
