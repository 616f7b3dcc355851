import type { PublicActivityList } from "@bounty/shared";
import { Divider, Paper, Skeleton, Stack, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/pages/load-failed.tsx";
import { Pager } from "../../../components/pages/pager.tsx";
import { PublicActivityLine } from "./public-activity-line.tsx";

interface PublicActivityListViewProps {
  list: UseQueryResult<PublicActivityList>;
  page: number;
  onPageChange: (page: number) => void;
  showProgram: boolean;
}

/** A page of public activity (20), with spec 2 §8's empty text 'No Activities Found'. */
export function PublicActivityListView({
  list,
  page,
  onPageChange,
  showProgram,
}: PublicActivityListViewProps) {
  const { t } = useTranslation();
  if (list.isPending) return <Skeleton height={160} radius="md" />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  const { data, meta } = list.data;
  return (
    <Stack gap="md" aria-busy={list.isPlaceholderData}>
      {data.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t("No Activities Found")}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md" px="md" py="xs">
          <Stack gap={0} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {data.map((activity, i) => (
              <Fragment key={activity.id}>
                {i > 0 ? <Divider component="li" aria-hidden /> : null}
                <PublicActivityLine activity={activity} showProgram={showProgram} />
              </Fragment>
            ))}
          </Stack>
        </Paper>
      )}
      <Pager total={Math.ceil(meta.total / meta.perPage)} value={page} onChange={onPageChange} />
    </Stack>
  );
}
