import { createFileRoute, notFound } from "@tanstack/react-router";
import { programDisclosureQuery } from "../../../../../features/disclosures/api/disclosure-api.ts";
import { DisclosureDetail } from "../../../../../features/disclosures/index.ts";
import { isApiError } from "../../../../../lib/api-error.ts";

/** /programs/{programId}/disclosures/{id}: one disclosed report (spec 2 §2), with a back link. */
export const Route = createFileRoute("/programs/$slug/disclosures/$disclosureId")({
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await queryClient.ensureQueryData(programDisclosureQuery(params.slug, params.disclosureId));
    } catch (error) {
      if (isApiError(error, 404) || isApiError(error, 400)) throw notFound();
      throw error;
    }
  },
  component: DisclosureRoute,
});

function DisclosureRoute() {
  const { slug, disclosureId } = Route.useParams();
  return <DisclosureDetail program={slug} id={disclosureId} />;
}
