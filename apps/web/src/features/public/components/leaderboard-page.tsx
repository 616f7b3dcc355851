import type { Leaderboard, PublicHunter } from "@bounty/shared";
import { Box, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DayRange, dayRangeOf, toRangeParam } from "../../../components/forms/date-range.ts";
import { DateRangePicker } from "../../../components/forms/date-range-picker.tsx";
import { LoadFailed } from "../../../components/pages/load-failed.tsx";
import { PageHeader } from "../../../components/pages/page-header.tsx";
import { UserAvatar } from "../../../components/people/user-avatar.tsx";
import { AnchorLink } from "../../../components/text/links.tsx";
import { formatNumber } from "../../../lib/money.ts";
import { type LeaderboardSearch, leaderboardQuery } from "../api/public-api.ts";
import classes from "./leaderboard.module.css";

type Category = "reports" | "points";
interface Row {
  user: PublicHunter;
  value: number;
}

function Person({ user, size }: { user: PublicHunter; size: number }) {
  return (
    <AnchorLink to="/profiles/$name" params={{ name: user.uniqueName }} fw={600} truncate>
      <Group gap="xs" wrap="nowrap" component="span">
        <UserAvatar user={user} size={size} />
        <span>{user.displayName}</span>
      </Group>
    </AnchorLink>
  );
}

/** The top three on steps: the first in the middle with the large avatar (86 px), then 30 px. */
function Podium({ rows, unit }: { rows: Row[]; unit: (n: number) => string }) {
  const { t } = useTranslation();
  return (
    <ol className={classes.podium} aria-label={t("Top three")}>
      {rows.map((row, i) => (
        <li key={row.user.id} className={classes.place} data-rank={i + 1}>
          <Text fw={700} size="sm" c="dimmed">
            {t("No. {{rank}}", { rank: i + 1 })}
          </Text>
          <UserAvatar user={row.user} size={i === 0 ? 86 : 30} />
          <AnchorLink
            to="/profiles/$name"
            params={{ name: row.user.uniqueName }}
            fw={600}
            ta="center"
            size="sm"
          >
            {row.user.displayName}
          </AnchorLink>
          <Text size="sm" fw={700}>
            {unit(row.value)}
          </Text>
        </li>
      ))}
    </ol>
  );
}

function Board({ rows, unit }: { rows: Row[]; unit: (n: number) => string }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center">
          {t("No leaderboards could be found")}
        </Text>
      </Paper>
    );
  return (
    <Stack gap="md">
      <Podium rows={rows.slice(0, 3)} unit={unit} />
      {rows.length > 3 ? (
        <Paper withBorder radius="md" px="md" py="xs">
          <Stack gap={0} component="ol" className={classes.list}>
            {rows.slice(3).map((row, i) => (
              <Group key={row.user.id} component="li" justify="space-between" wrap="nowrap" py={8} gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                  <Text c="dimmed" w={28} ta="right" size="sm">
                    {i + 4}
                  </Text>
                  <Person user={row.user} size={30} />
                </Group>
                <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                  {unit(row.value)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** /leaderboard (spec 2 §2): accepted reports and points over the range, a podium and the list. */
export function LeaderboardPage({
  search,
  onSearchChange,
}: {
  search: LeaderboardSearch;
  onSearchChange: (next: LeaderboardSearch) => void;
}) {
  const { t, i18n } = useTranslation();
  const range = dayRangeOf(search.range);
  const board = useQuery(leaderboardQuery(range));
  const [category, setCategory] = useState<Category>("reports");
  const rowsOf = (data: Leaderboard["data"]): Row[] =>
    category === "reports"
      ? data.byNbOfReports.map((r) => ({ user: r.user, value: r.count }))
      : data.byPoints.map((r) => ({ user: r.user, value: r.sum }));
  const unit = (n: number) => formatNumber(n, i18n.language);
  return (
    <Stack gap="lg" maw={900} mx="auto">
      <Group justify="space-between" align="flex-start" gap="lg">
        <PageHeader
          title={t("Leaderboard")}
          description={t(
            "Hunters ranked by accepted reports and by points in public programs. 1 point per ¥1,000 rewarded.",
          )}
        />
        <Box w={{ base: "100%", sm: "auto" }}>
          <DateRangePicker
            value={range}
            onChange={(next: DayRange) => onSearchChange({ range: toRangeParam(next) })}
          />
        </Box>
      </Group>
      <SegmentedControl
        value={category}
        onChange={(value) => setCategory(value as Category)}
        data={[
          { value: "reports", label: t("Accepted reports") },
          { value: "points", label: t("Points") },
        ]}
        aria-label={t("Category")}
        style={{ alignSelf: "flex-start" }}
      />
      <Title order={2} size="h5" c="dimmed">
        {category === "reports" ? t("Accepted reports") : t("Points")}
      </Title>
      {board.isPending ? (
        <SimpleGrid cols={3}>
          <Skeleton height={160} />
          <Skeleton height={200} />
          <Skeleton height={140} />
        </SimpleGrid>
      ) : board.isError ? (
        <LoadFailed onRetry={() => void board.refetch()} />
      ) : (
        <Box aria-busy={board.isPlaceholderData} style={{ opacity: board.isPlaceholderData ? 0.55 : 1 }}>
          <Board rows={rowsOf(board.data.data)} unit={unit} />
        </Box>
      )}
    </Stack>
  );
}
