import { createFileRoute } from "@tanstack/react-router";
import { ProgramPageEmptyTab } from "../../../../features/programs/components/page/program-page-empty-tab.tsx";

/** Reports arrive with issue 6; until then the program has no public activity. */
export const Route = createFileRoute("/programs/$slug/activity")({
  component: () => <ProgramPageEmptyTab tab="activity" />,
});
