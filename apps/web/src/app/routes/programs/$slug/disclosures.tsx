import { createFileRoute } from "@tanstack/react-router";
import { ProgramPageEmptyTab } from "../../../../features/programs/components/page/program-page-empty-tab.tsx";

/** Disclosed reports arrive with issue 6. */
export const Route = createFileRoute("/programs/$slug/disclosures")({
  component: () => <ProgramPageEmptyTab tab="disclosures" />,
});
