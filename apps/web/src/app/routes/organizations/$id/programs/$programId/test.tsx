import { createFileRoute, notFound } from "@tanstack/react-router";
import { testInfoQuery } from "../../../../../../features/programs/api/program-test-api.ts";
import { ProgramTestPage } from "../../../../../../features/programs/components/test-info/program-test-page.tsx";
import { isApiError } from "../../../../../../lib/api-error.ts";

/** Spec 2 §8: the test page's loader answers Not Found when the program's test information is missing. */
export const Route = createFileRoute("/organizations/$id/programs/$programId/test")({
  loader: async ({ context: { queryClient }, params }) => {
    try {
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
