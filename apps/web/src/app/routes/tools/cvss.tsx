import { createFileRoute } from "@tanstack/react-router";
import { CvssSearch } from "../../../features/severity/api/cvss-search.ts";
import { CvssPage } from "../../../features/severity/components/cvss-page.tsx";

/** Public: no sign-in needed, so the root layout shows it in the visitor or the signed-in shell. */
export const Route = createFileRoute("/tools/cvss")({
  validateSearch: CvssSearch,
  component: CvssRoutePage,
});

function CvssRoutePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CvssPage
      search={search}
      onSearchChange={(next, { replace }) => void navigate({ search: next, replace })}
    />
  );
}
