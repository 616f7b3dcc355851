import { createFileRoute, notFound } from "@tanstack/react-router";
import { z } from "zod";
import { ProgramJoinPage } from "../../../features/programs/components/program-join-page.tsx";

/** i (invite id); missing, it is the not-found page (spec §8). */
const ProgramJoinSearch = z.object({ i: z.string().max(100).optional().catch(undefined) });

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
