import { Group, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../../components/pages/load-failed.tsx";
import { Pager } from "../../../../components/pages/pager.tsx";
import { formatNumber } from "../../../../lib/money.ts";
import { PROGRAM_ACTIVITIES_PER_PAGE, programEventsQuery } from "../../api/program-events.ts";
import { ActivityList, ActivityListSkeleton } from "./activity-list.tsx";

interface ProgramActivityPageProps {
  organizationId: string;
  programId: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** /organizations/{id}/programs/{programId}/activities: what happened in the program, 300 a page. */
export function ProgramActivityPage({
  organizationId,
  programId,
  page,
  onPageChange,
}: ProgramActivityPageProps) {
  const { t, i18n } = useTranslation();
  const events = useQuery({ ...programEventsQuery(programId, page), placeholderData: keepPreviousData });
  if (events.isError) return <LoadFailed onRetry={() => void events.refetch()} />;
  if (!events.data) return <ActivityListSkeleton />;
  const { data, meta } = events.data;
  const pages = Math.max(1, Math.ceil(meta.total / PROGRAM_ACTIVITIES_PER_PAGE));
  return (
    <Stack gap="md" aria-busy={events.isPlaceholderData}>
      {meta.total > 0 && (
        <Group justify="flex-end">
          <Text size="sm" c="dimmed">
            {t("{{total}} events", { total: formatNumber(meta.total, i18n.language) })}
          </Text>
        </Group>
      )}
      <ActivityList
        organizationId={organizationId}
        activities={data}
        total={meta.total}
        onFirstPage={() => onPageChange(1)}
      />
      <Pager total={pages} value={page} onChange={onPageChange} />
    </Stack>
  );
}
