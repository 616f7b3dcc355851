import { createFileRoute } from "@tanstack/react-router";
import { ProgramPageEmptyTab } from "../../../../features/programs/components/page/program-page-empty-tab.tsx";

/** The hall of fame lists rewarded hunters, who arrive with reports (issue 6). */
export const Route = createFileRoute("/programs/$slug/hof")({
  component: () => <ProgramPageEmptyTab tab="hof" />,
});
