import { Box, Group, Stack, Switch, Text, Title } from "@mantine/core";
import { IconList } from "@tabler/icons-react";
import { keepPreviousData, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type DayRange, presetRange } from "../../../../components/forms/date-range.ts";
import { DateRangePicker } from "../../../../components/forms/date-range-picker.tsx";
import { LoadFailed } from "../../../../components/pages/load-failed.tsx";
import { PageHeader } from "../../../../components/pages/page-header.tsx";
import { ButtonLink } from "../../../../components/text/links.tsx";
import { triageProgramsQuery } from "../../../../lib/triage-programs.ts";
import { triageDashboardQuery, triageStatsQuery } from "../../api/triage-dashboard-queries.ts";
import type { TriageDashboardSearch } from "../../api/triage-search.ts";
import { DashboardFigures } from "./dashboard-figures.tsx";
import { DashboardLists } from "./dashboard-lists.tsx";

/** The range the URL holds, else the current week (spec 2 §9). */
export const dashboardRangeOf = (search: TriageDashboardSearch, now = new Date()): DayRange =>
  search.range ? { start: search.range[0], end: search.range[1] } : presetRange("thisWeek", now);

/**
 * /triage/{programId} (spec 2 §2): what waits on the caller, what has waited too long, the newest
 * reports and messages, and the period's figures (`range`, default the current week, or all time).
 */
export function TriageDashboardPage({
  programId,
  search,
  onSearchChange,
}: {
  programId: string;
  search: TriageDashboardSearch;
  onSearchChange: (next: TriageDashboardSearch) => void;
}) {
  const { t } = useTranslation();
  const program = useSuspenseQuery(triageProgramsQuery).data.find((p) => p.id === programId);
  const range = dashboardRangeOf(search);
  const dashboard = useQuery(triageDashboardQuery(programId));
  const stats = useQuery({
    ...triageStatsQuery(programId, search.all ? "all" : range),
    placeholderData: keepPreviousData,
  });
  const week = presetRange("thisWeek");
  // The current week is the plain URL's range: left out of it.
  const onRange = (next: DayRange) =>
    onSearchChange({
      all: false,
      range: next.start === week.start && next.end === week.end ? undefined : [next.start, next.end],
    });
  return (
    <Stack gap="lg">
      <PageHeader
        title={program ? program.name : t("Triage")}
        description={t("The triage dashboard: what waits on you, what is new, and the period's figures.")}
      >
        <Group justify="space-between" mt={4} gap="sm">
          <Text size="sm" c="dimmed">
            {program?.organization.name}
          </Text>
          <ButtonLink
            to="/triage/$programId/reports"
            params={{ programId }}
            variant="light"
            leftSection={<IconList size={16} />}
          >
            {t("All reports ({{count}})", { count: dashboard.data?.total ?? program?.open ?? 0 })}
          </ButtonLink>
        </Group>
      </PageHeader>
      {dashboard.isError ? (
        <LoadFailed onRetry={() => void dashboard.refetch()} />
      ) : (
        <DashboardLists programId={programId} dashboard={dashboard.data} />
      )}
      <Stack gap="sm" component="section" aria-labelledby="triage-period">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4" id="triage-period">
            {search.all ? t("All time") : t("This period")}
          </Title>
          <Group gap="md" w={{ base: "100%", sm: "auto" }} wrap="wrap">
            <Switch
              label={t("All time")}
              checked={search.all}
              onChange={(e) => onSearchChange({ ...search, all: e.currentTarget.checked })}
            />
            {search.all ? null : (
              <Box w={{ base: "100%", sm: "auto" }}>
                <DateRangePicker value={range} onChange={onRange} />
              </Box>
            )}
          </Group>
        </Group>
        <Box
          aria-busy={stats.isPlaceholderData}
          style={{ opacity: stats.isPlaceholderData ? 0.55 : 1, transition: "opacity 150ms ease" }}
        >
          {stats.isError ? (
            <LoadFailed onRetry={() => void stats.refetch()} />
          ) : (
            <DashboardFigures stats={stats.data} />
          )}
        </Box>
      </Stack>
    </Stack>
  );
}
