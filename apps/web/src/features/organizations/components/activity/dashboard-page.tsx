import { ACTIVITIES_PER_PAGE } from "@bounty/shared";
import { Box, Group, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type DayRange, dayRangeOf, toRangeParam } from "../../../../components/forms/date-range.ts";
import { DateRangePicker } from "../../../../components/forms/date-range-picker.tsx";
import { LoadFailed } from "../../../../components/pages/load-failed.tsx";
import { PageHeader } from "../../../../components/pages/page-header.tsx";
import { Pager } from "../../../../components/pages/pager.tsx";
import {
  organizationReportStatsQuery,
  ResponseStatsSkeleton,
  ResponseStatsView,
} from "../../../stats/index.ts";
import { activitiesQuery, type DashboardSearch } from "../../api/activity.ts";
import { organizationQuery } from "../../api/organization-query.ts";
import { organizationStatsQuery } from "../../api/stats.ts";
import { ActivityList, ActivityListSkeleton } from "./activity-list.tsx";
import { DashboardStats, DashboardStatsSkeleton } from "./dashboard-stats.tsx";
import { WaitingOnMe } from "./waiting-on-me.tsx";

interface DashboardPageProps {
  organizationId: string;
  search: DashboardSearch;
  onSearchChange: (next: DashboardSearch) => void;
}

/** /organizations/{id}: the range's counts and recent activity, as much as the viewer may see. */
export function DashboardPage({ organizationId, search, onSearchChange }: DashboardPageProps) {
  const { t } = useTranslation();
  const { data: organization } = useSuspenseQuery(organizationQuery(organizationId)).data;
  const range = dayRangeOf(search.range);
  // Each section loads (and may fail) on its own; while another range or page loads, the current
  // one stays on screen, dimmed, instead of a spinner.
  const feed = useQuery({
    ...activitiesQuery(organizationId, range, search.page),
    placeholderData: keepPreviousData,
  });
  const stats = useQuery({
    ...organizationStatsQuery(organizationId, range),
    placeholderData: keepPreviousData,
  });
  const reports = useQuery({
    ...organizationReportStatsQuery(organizationId, range),
    placeholderData: keepPreviousData,
  });
  const isUpdating = feed.isPlaceholderData || stats.isPlaceholderData || reports.isPlaceholderData;
  const pages = Math.max(1, Math.ceil((feed.data?.meta.total ?? 0) / ACTIVITIES_PER_PAGE));

  // A new range starts again at its first page.
  const handleRangeChange = (next: DayRange) => onSearchChange({ range: toRangeParam(next), page: 1 });

  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <Group justify="space-between" align="flex-start" gap="lg">
        <PageHeader title={organization.name} description={t("What happened in your organization.")} />
        <Box w={{ base: "100%", sm: "auto" }}>
          <DateRangePicker value={range} onChange={handleRangeChange} />
        </Box>
      </Group>
      <Stack
        gap="xl"
        aria-busy={isUpdating}
        style={{ opacity: isUpdating ? 0.55 : 1, transition: "opacity 150ms ease" }}
      >
        {(reports.data?.programs ?? 0) > 0 ? <WaitingOnMe organizationId={organizationId} /> : null}
        {stats.data ? (
          <DashboardStats stats={stats.data} />
        ) : stats.isError ? (
          <LoadFailed onRetry={() => void stats.refetch()} />
        ) : (
          <DashboardStatsSkeleton />
        )}
        {/* The programs' reports and response times, where the member staffs programs. */}
        {reports.data?.programs === 0 ? null : (
          <Stack gap="sm" component="section" aria-labelledby="dashboard-reports">
            <Title order={2} size="h4" id="dashboard-reports">
              {t("Reports and response times")}
            </Title>
            {reports.data ? (
              <ResponseStatsView stats={reports.data} />
            ) : reports.isError ? (
              <LoadFailed onRetry={() => void reports.refetch()} />
            ) : (
              <ResponseStatsSkeleton />
            )}
          </Stack>
        )}
        <Stack gap="sm" component="section" aria-labelledby="recent-activity">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h4" id="recent-activity">
              {t("Recent activity")}
            </Title>
            {feed.data && feed.data.meta.total > 0 && (
              <Text size="sm" c="dimmed">
                {t("{{total}} events", { total: feed.data.meta.total })}
              </Text>
            )}
          </Group>
          {feed.data ? (
            <ActivityList
              organizationId={organizationId}
              activities={feed.data.data}
              total={feed.data.meta.total}
              onFirstPage={() => onSearchChange({ ...search, page: 1 })}
            />
          ) : feed.isError ? (
            <LoadFailed onRetry={() => void feed.refetch()} />
          ) : (
            <ActivityListSkeleton />
          )}
        </Stack>
      </Stack>
      <Pager total={pages} value={search.page} onChange={(page) => onSearchChange({ ...search, page })} />
    </Stack>
  );
}
