import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import {
  defaultMembersSearch,
  MembersSearch,
  membersQuery,
} from "../../../../features/organizations/api/members.ts";
import {
  myMembershipQuery,
  organizationQuery,
} from "../../../../features/organizations/api/organization-query.ts";
import { MembersPage } from "../../../../features/organizations/components/members/members-page.tsx";

export const Route = createFileRoute("/organizations/$id/members")({
  validateSearch: MembersSearch,
  search: { middlewares: [stripSearchParams(defaultMembersSearch)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps, cause }) => {
    const list = queryClient.ensureQueryData(membersQuery(params.id, deps));
    const rest = Promise.all([
      queryClient.ensureQueryData(organizationQuery(params.id)),
      queryClient.ensureQueryData(myMembershipQuery(params.id)),
    ]);
    // Paging on this page keeps it on screen while the next page loads (see MembersList).
    if (cause === "stay") void list.catch(() => undefined);
    else await list;
    await rest;
  },
  component: MembersRoutePage,
});

function MembersRoutePage() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MembersPage
      organizationId={id}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: next.page === search.page })}
    />
  );
}
