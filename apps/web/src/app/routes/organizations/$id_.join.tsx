import { createFileRoute, notFound } from "@tanstack/react-router";
import { JoinPage } from "../../../features/organizations/components/members/join-page.tsx";
import { optional, searchParams, text } from "../../../lib/search-readers.ts";

/** i (invite id) and c (code); a missing one is the not-found page (spec §2). */
const JoinSearch = searchParams({ i: optional(text(100)), c: optional(text(200)) });

/** Outside the organizations/$id layout: whoever joins is not a member yet, and may not be signed in. */
export const Route = createFileRoute("/organizations/$id_/join")({
  validateSearch: JoinSearch,
  beforeLoad: ({ search }) => {
    if (!search.i || !search.c) throw notFound();
  },
  component: JoinRoutePage,
});

function JoinRoutePage() {
  const { id } = Route.useParams();
  const { i, c } = Route.useSearch();
  // beforeLoad has already refused a missing parameter.
  return i && c ? <JoinPage organizationId={id} inviteId={i} code={c} /> : null;
}
