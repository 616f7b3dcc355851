import { createFileRoute, notFound } from "@tanstack/react-router";
import { programQuery } from "../../../../../../features/programs/api/program-query.ts";
import { testInfoQuery } from "../../../../../../features/programs/api/program-test-api.ts";
import { ProgramTestPage } from "../../../../../../features/programs/components/test-info/program-test-page.tsx";
import { isApiError } from "../../../../../../lib/api-error.ts";

/**
 * Spec 2 §8: the test page's loader answers Not Found when the program's test information is missing.
 * Every member reads the page; the requests list is prefetched only for those who may read it (the
 * admin and the program's managers), the others get the read-only view (issue 44).
 */
export const Route = createFileRoute("/organizations/$id/programs/$programId/test")({
  loader: async ({ context: { queryClient }, params }) => {
    try {
      const { abilities } = await queryClient.ensureQueryData(programQuery(params.programId));
      if (abilities.manageHunters)
        await queryClient.ensureQueryData(testInfoQuery(params.programId, null, 1));
    } catch (error) {
      if (isApiError(error, 404) || isApiError(error, 403)) throw notFound();
      throw error;
    }
  },
  component: ProgramTestRoutePage,
});

function ProgramTestRoutePage() {
  const { programId } = Route.useParams();
  return <ProgramTestPage programId={programId} />;
}
