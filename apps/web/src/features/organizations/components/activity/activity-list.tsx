import type { Activity } from "@bounty/shared";
import { Button, Divider, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconTimeline } from "@tabler/icons-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { ActivityLine } from "./activity-line.tsx";

interface ActivityListProps {
  organizationId: string;
  activities: Activity[];
  total: number;
  onFirstPage: () => void;
}

/** The feed's lines, or what to do when a range (or a page past the end) has none. */
export function ActivityList({ organizationId, activities, total, onFirstPage }: ActivityListProps) {
  const { t } = useTranslation();
  if (activities.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon variant="light" size={48} radius="xl">
            <IconTimeline size={26} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{t("No Activities Found")}</Text>
          {total === 0 ? (
            <Text size="sm" c="dimmed" maw={420}>
              {t("Nothing happened in this date range. Pick a longer range to see earlier activity.")}
            </Text>
          ) : (
            <Button variant="light" size="xs" onClick={onFirstPage}>
              {t("Go to the first page")}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" px="md" py={4}>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: "none" }}>
        {activities.map((activity, index) => (
          <Fragment key={activity.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <ActivityLine activity={activity} organizationId={organizationId} />
          </Fragment>
        ))}
      </Stack>
    </Paper>
  );
}

/** The feed's shape while its first page loads. */
export function ActivityListSkeleton() {
  return (
    <Paper withBorder radius="md" px="md" py={4} aria-hidden>
      {[0, 1, 2, 3, 4].map((n) => (
        <Group key={n} wrap="nowrap" gap="sm" py="sm">
          <Skeleton circle height={36} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="70%" />
            <Skeleton height={10} width="30%" />
          </Stack>
        </Group>
      ))}
    </Paper>
  );
}
