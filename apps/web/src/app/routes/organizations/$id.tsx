import { createFileRoute, notFound, Outlet, redirect } from "@tanstack/react-router";
import { organizationQuery } from "../../../features/organizations/api/organization-query.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { isId } from "../../../lib/search-readers.ts";

/**
 * Every /organizations/{id}/… page: members only. The join page escapes this layout
 * ($id_.join.tsx), since whoever joins is not a member yet.
 */
export const Route = createFileRoute("/organizations/$id")({
  // beforeLoad, not loader: the pages' loaders run only once membership is known, so a non-member
  // gets one not-found page instead of each page's own failure.
  beforeLoad: async ({ context: { user, queryClient }, params, location }) => {
    if (!user) throw redirect({ to: "/signin", search: { redirect: location.href }, replace: true });
    if (!isId(params.id)) throw notFound();
    try {
      await queryClient.ensureQueryData(organizationQuery(params.id));
    } catch (error) {
      // The API answers 404 to non-members as to unknown ids, so both see the same page.
      if (isApiError(error, 404)) throw notFound();
      throw error;
    }
  },
  component: Outlet,
});
