import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { TriageProgramsPage } from "../../../features/triage/components/triage-programs-page.tsx";
import { triageProgramsQuery } from "../../../lib/triage-programs.ts";

/** /triage (spec 2 §2): the person's triaged programs; not found when they have none. */
export const Route = createFileRoute("/triage/")({
  // Triage is a few people\'s: its loader and page come in one chunk, out of everyone\'s first load.
  codeSplitGroupings: [["loader", "component"]],
  beforeLoad: ({ context: { user }, location }) => {
    if (!user) throw redirect({ to: "/signin", search: { redirect: location.href }, replace: true });
  },
  loader: async ({ context: { queryClient } }) => {
    const programs = await queryClient.ensureQueryData(triageProgramsQuery);
    if (programs.length === 0) throw notFound();
  },
  component: TriageProgramsPage,
});
