import { createFileRoute, notFound } from "@tanstack/react-router";
import { programQuery } from "../../../features/programs/api/program-query.ts";
import { ProgramPageLayout } from "../../../features/programs/components/page/program-page-layout.tsx";
import { isApiError } from "../../../lib/api-error.ts";

/**
 * /programs/{slug} and its tabs: the program as the viewer may see it. An invisible or unknown
 * program is the not-found page (the API answers 404 to both). The join page escapes this layout
 * ($slug_.join.tsx): whoever joins a private program cannot see it yet.
 */
export const Route = createFileRoute("/programs/$slug")({
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await queryClient.ensureQueryData(programQuery(params.slug));
    } catch (error) {
      if (isApiError(error, 404) || isApiError(error, 400)) throw notFound();
      throw error;
    }
  },
  component: ProgramRouteLayout,
});

function ProgramRouteLayout() {
  const { slug } = Route.useParams();
  return <ProgramPageLayout slug={slug} />;
}
