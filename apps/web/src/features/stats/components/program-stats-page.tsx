import { Box, Group, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  type DayRange,
  dayRangeOf,
  formatDayRange,
  toRangeParam,
} from "../../../components/forms/date-range.ts";
import { DateRangePicker } from "../../../components/forms/date-range-picker.tsx";
import { LoadFailed } from "../../../components/pages/load-failed.tsx";
import { programStatsQuery, type StatsSearch } from "../api/stats-queries.ts";
import { ResponseStatsSkeleton, ResponseStatsView } from "./response-stats-view.tsx";

interface ProgramStatsPageProps {
  programId: string;
  search: StatsSearch;
  onSearchChange: (next: StatsSearch) => void;
}

/** /organizations/{id}/programs/{programId}/stats: the program's figures over the range picked. */
export function ProgramStatsPage({ programId, search, onSearchChange }: ProgramStatsPageProps) {
  const { t, i18n } = useTranslation();
  const range = dayRangeOf(search.range);
  const stats = useQuery({ ...programStatsQuery(programId, range), placeholderData: keepPreviousData });
  const onRange = (next: DayRange) => onSearchChange({ range: toRangeParam(next) });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          {t("Statistics for {{range}}, days in your time zone.", {
            range: formatDayRange(range, i18n.language),
          })}
        </Text>
        <Box w={{ base: "100%", sm: "auto" }}>
          <DateRangePicker value={range} onChange={onRange} />
        </Box>
      </Group>
      <Box
        aria-busy={stats.isPlaceholderData}
        style={{ opacity: stats.isPlaceholderData ? 0.55 : 1, transition: "opacity 150ms ease" }}
      >
        {stats.data ? (
          <ResponseStatsView stats={stats.data} />
        ) : stats.isError ? (
          <LoadFailed onRetry={() => void stats.refetch()} />
        ) : (
          <ResponseStatsSkeleton />
        )}
      </Box>
    </Stack>
  );
}
