import { createFileRoute, notFound } from "@tanstack/react-router";
import { ProgramJoinPage } from "../../../features/programs/components/page/program-join-page.tsx";
import { optional, searchParams, text } from "../../../lib/search-readers.ts";

/** i (invite id); missing, it is the not-found page (spec §8). */
const ProgramJoinSearch = searchParams({ i: optional(text(100)) });

/** Outside the program layout: an invite-only program is invisible until its hunter is approved. */
export const Route = createFileRoute("/programs/$slug_/join")({
  validateSearch: ProgramJoinSearch,
  beforeLoad: ({ search }) => {
    if (!search.i) throw notFound();
  },
  component: ProgramJoinRoute,
});

function ProgramJoinRoute() {
  const { slug } = Route.useParams();
  const { i } = Route.useSearch();
  return i ? <ProgramJoinPage slug={slug} inviteId={i} /> : null;
}
