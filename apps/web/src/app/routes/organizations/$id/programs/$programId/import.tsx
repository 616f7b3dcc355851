import { createFileRoute, notFound } from "@tanstack/react-router";
import { ImportPage } from "../../../../../../features/triage/components/import/import-page.tsx";
import { triageProgramsQuery } from "../../../../../../lib/triage-programs.ts";

/** Spec 2 §2: the reports import, offered when the program is triaged (to its organization's side). */
export const Route = createFileRoute("/organizations/$id/programs/$programId/import")({
  loader: async ({ context: { queryClient }, params }) => {
    const programs = await queryClient.ensureQueryData(triageProgramsQuery);
    const program = programs.find((p) => p.id === params.programId);
    if (!program?.sides.includes("organization") || program.organization.id !== params.id) throw notFound();
  },
  component: ImportRoutePage,
});

function ImportRoutePage() {
  const { id, programId } = Route.useParams();
  return <ImportPage organizationId={id} programId={programId} />;
}
