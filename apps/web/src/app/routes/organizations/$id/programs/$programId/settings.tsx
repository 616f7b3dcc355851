import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import {
  defaultProgramSettingsSearch,
  ProgramSettingsSearch,
} from "../../../../../../features/programs/api/program-settings-search.ts";
import { ProgramSettingsPage } from "../../../../../../features/programs/components/settings/program-settings-page.tsx";

export const Route = createFileRoute("/organizations/$id/programs/$programId/settings")({
  validateSearch: ProgramSettingsSearch,
  search: { middlewares: [stripSearchParams(defaultProgramSettingsSearch)] },
  component: ProgramSettingsRoutePage,
});

function ProgramSettingsRoutePage() {
  const { programId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProgramSettingsPage
      programId={programId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: next.search !== search.search })}
    />
  );
}
