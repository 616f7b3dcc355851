import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import {
  defaultOrgProgramsSearch,
  OrgProgramsSearch,
  orgProgramsQuery,
} from "../../../../../features/organizations/api/org-programs-query.ts";
import { organizationQuery } from "../../../../../features/organizations/api/organization-query.ts";
import { OrgProgramsPage } from "../../../../../features/programs/components/list/org-programs-page.tsx";

export const Route = createFileRoute("/organizations/$id/programs/")({
  validateSearch: OrgProgramsSearch,
  search: { middlewares: [stripSearchParams(defaultOrgProgramsSearch)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps, cause }) => {
    const list = queryClient.ensureQueryData(orgProgramsQuery(params.id, deps.page));
    const organization = queryClient.ensureQueryData(organizationQuery(params.id));
    // Paging keeps the current page on screen while the next one loads (see OrgProgramsPage).
    if (cause === "stay") void list.catch(() => undefined);
    else await list;
    await organization;
  },
  component: OrgProgramsRoutePage,
});

function OrgProgramsRoutePage() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrgProgramsPage
      organizationId={id}
      page={search.page}
      onPageChange={(page) => void navigate({ search: { page } })}
    />
  );
}
