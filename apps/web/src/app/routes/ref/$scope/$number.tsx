import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { referenceQuery } from "../../../../features/reports/api/reports-query.ts";
import { isApiError } from "../../../../lib/api-error.ts";

/**
 * /ref/{scope}/{number} (spec 2 §2): no screen. The organization's page for the program's staff,
 * the hunter's page for the sender, else the not-found page. `scope` is the program's slug.
 */
export const Route = createFileRoute("/ref/$scope/$number")({
  beforeLoad: async ({ context: { queryClient }, params }) => {
    const number = Number(params.number);
    if (!Number.isSafeInteger(number) || number < 1) throw notFound();
    try {
      const target = await queryClient.fetchQuery(referenceQuery(params.scope, number));
      if (target.view === "org") {
        throw redirect({
          to: "/organizations/$id/reports/$reportId",
          params: { id: target.organizationId, reportId: target.id },
          replace: true,
        });
      }
      throw redirect({ to: "/reports/$id", params: { id: target.id }, replace: true });
    } catch (error) {
      if (isApiError(error, 404)) throw notFound();
      throw error;
    }
  },
});
