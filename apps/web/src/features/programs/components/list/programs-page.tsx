import { PROGRAMS_PER_PAGE } from "@bounty/shared";
import { Box, SimpleGrid, Stack, Text } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/pages/page-header.tsx";
import { Pager } from "../../../../components/pages/pager.tsx";
import { defaultProgramSearch, type ProgramSearch } from "../../api/program-search.ts";
import { programsQuery } from "../../api/programs-query.ts";
import { ProgramVisibilityHelp } from "../page/program-visibility-help.tsx";
import { HiddenProgramsBanner } from "./hidden-programs-banner.tsx";
import { ProgramCard } from "./program-card.tsx";
import { ProgramFilters } from "./program-filters.tsx";
import { ProgramsEmpty } from "./programs-empty.tsx";

interface ProgramsPageProps {
  search: ProgramSearch;
  onSearchChange: (next: ProgramSearch) => void;
}

/** The public program list (spec §2): filters in the URL, 200 per page. */
export function ProgramsPage({ search, onSearchChange }: ProgramsPageProps) {
  const { t } = useTranslation();
  // While the next filters load, the current results stay on screen (dimmed) instead of a spinner.
  const shownSearch = useDeferredValue(search);
  const { data: list } = useSuspenseQuery(programsQuery(shownSearch));
  const isUpdating = shownSearch !== search;
  const pages = Math.max(1, Math.ceil(list.meta.total / PROGRAMS_PER_PAGE));
  const hasFilters = search.type !== "all" || search.visibility !== "all" || search.s !== "";

  const handleFilterChange = (change: Partial<Omit<ProgramSearch, "page">>) =>
    onSearchChange({ ...search, ...change, page: 1 });
  const handleClearFilters = () => onSearchChange(defaultProgramSearch);

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <PageHeader
        title={t("Programs")}
        description={t("Find a program to hunt on: vulnerability disclosure and bug bounty programs.")}
      />
      <HiddenProgramsBanner />
      <ProgramFilters search={search} onChange={handleFilterChange} />
      <Box
        aria-busy={isUpdating}
        style={{ opacity: isUpdating ? 0.55 : 1, transition: "opacity 150ms ease" }}
        component="section"
        aria-label={t("Program list")}
      >
        {list.data.length === 0 ? (
          <ProgramsEmpty onClearFilters={hasFilters ? handleClearFilters : undefined} />
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t("Showing {{shown}} of {{total}}", { shown: list.data.length, total: list.meta.total })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {list.data.map((program) => (
                <ProgramCard key={program.id} program={program} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Box>
      <Pager total={pages} value={search.page} onChange={(page) => onSearchChange({ ...search, page })} />
      <ProgramVisibilityHelp />
    </Stack>
  );
}
