import { createFileRoute } from "@tanstack/react-router";
import { ProgramTestPage } from "../../../../../../features/programs/components/test-info/program-test-page.tsx";

export const Route = createFileRoute("/organizations/$id/programs/$programId/test")({
  component: ProgramTestRoutePage,
});

function ProgramTestRoutePage() {
  const { programId } = Route.useParams();
  return <ProgramTestPage programId={programId} />;
}
