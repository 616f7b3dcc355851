import { createFileRoute } from "@tanstack/react-router";
import { TaxonomySearch } from "../../../features/severity/api/taxonomy-search.ts";
import { selectedVrtType } from "../../../features/severity/api/vrt-value.ts";
import { TaxonomyPage } from "../../../features/severity/components/taxonomy-page.tsx";

export const Route = createFileRoute("/tools/taxonomy")({
  validateSearch: TaxonomySearch,
  component: TaxonomyRoutePage,
});

function TaxonomyRoutePage() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TaxonomyPage
      typeId={selectedVrtType(type)}
      // Replace: picking types one after another should not fill the Back button's history.
      onTypeChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, type: next ?? undefined }), replace: true })
      }
    />
  );
}
