import { createFileRoute, notFound } from "@tanstack/react-router";
import { licencePriceQuery } from "../../../../../../features/rewards/api/licence-price.ts";
import { ProgramPricePage } from "../../../../../../features/rewards/components/licences/program-price-page.tsx";
import { isApiError } from "../../../../../../lib/api-error.ts";
import { optional, searchParams, text } from "../../../../../../lib/search-readers.ts";

/** `?invoice=<id>` shows one invoice as a printable document; a bad value shows the list. */
const PriceSearch = searchParams({ invoice: optional(text(200)) });

export const Route = createFileRoute("/organizations/$id/programs/$programId/price")({
  validateSearch: PriceSearch,
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await queryClient.ensureQueryData(licencePriceQuery(params.id, params.programId));
    } catch (error) {
      // Not an internal program, or not the caller's to see: the page does not exist for them.
      if (isApiError(error, 404) || isApiError(error, 403)) throw notFound();
      throw error;
    }
  },
  component: ProgramPriceRoutePage,
});

function ProgramPriceRoutePage() {
  const { id, programId } = Route.useParams();
  return <ProgramPricePage organizationId={id} programId={programId} />;
}
