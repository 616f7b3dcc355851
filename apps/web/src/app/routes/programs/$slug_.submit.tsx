import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { programQuery } from "../../../features/programs/api/program-query.ts";
import { ReportSubmitPage } from "../../../features/reports/components/report-submit-page.tsx";
import { isApiError } from "../../../lib/api-error.ts";

/**
 * /programs/{slug}/submit (spec 2 §2): outside the program's tabs. A frozen program, or one the
 * hunter may not see the details of, is the not-found page (spec 2 §8).
 */
export const Route = createFileRoute("/programs/$slug_/submit")({
  beforeLoad: ({ context: { user }, location }) => {
    if (!user) throw redirect({ to: "/signin", search: { redirect: location.href }, replace: true });
  },
  loader: async ({ context: { queryClient }, params }) => {
    try {
      const { data: program } = await queryClient.ensureQueryData(programQuery(params.slug));
      const seesDetails =
        program.visibility === "public" || program.participation?.application?.state === "approved";
      if (program.frozen || (program.participation && !seesDetails)) throw notFound();
      // Keyed on the program id (spec 2 §2): the page reads the program the slug names now.
      return { programId: program.id };
    } catch (error) {
      if (isApiError(error, 404) || isApiError(error, 400)) throw notFound();
      throw error;
    }
  },
  component: SubmitRoute,
});

function SubmitRoute() {
  const { slug } = Route.useParams();
  return <ReportSubmitPage slug={slug} />;
}
