import { createFileRoute, notFound } from "@tanstack/react-router";
import { programQuery } from "../../../../../features/programs/api/program-query.ts";
import { OrgProgramLayout } from "../../../../../features/programs/components/list/org-program-layout.tsx";
import { isApiError } from "../../../../../lib/api-error.ts";
import { isId } from "../../../../../lib/search-readers.ts";

/** Every /organizations/{id}/programs/{programId}/… page: the program's header, warnings and sub-navigation. */
export const Route = createFileRoute("/organizations/$id/programs/$programId")({
  loader: async ({ context: { queryClient }, params }) => {
    if (!isId(params.programId)) throw notFound();
    try {
      const answer = await queryClient.ensureQueryData(programQuery(params.programId));
      // Reached through another organization's address: the same page as an unknown program.
      if (answer.data.organization.id !== params.id) throw notFound();
    } catch (error) {
      if (isApiError(error, 404) || isApiError(error, 403)) throw notFound();
      throw error;
    }
  },
  component: OrgProgramLayoutRoute,
});

function OrgProgramLayoutRoute() {
  const { id, programId } = Route.useParams();
  return <OrgProgramLayout organizationId={id} programId={programId} />;
}
