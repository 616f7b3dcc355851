import { createFileRoute } from "@tanstack/react-router";
import { ProgramOverview } from "../../../../features/programs/components/page/program-overview.tsx";

export const Route = createFileRoute("/programs/$slug/")({
  component: ProgramOverviewRoute,
});

function ProgramOverviewRoute() {
  const { slug } = Route.useParams();
  return <ProgramOverview slug={slug} />;
}
