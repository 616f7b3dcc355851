import type { ResponseStats } from "@bounty/shared";
import { Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { StatCard } from "../../../components/pages/stat-card.tsx";
import { formatNumber, formatYen } from "../../../lib/money.ts";
import { DailyCharts } from "./daily-charts.tsx";
import { ResponseTimes } from "./response-times.tsx";

/** A range's figures: the totals, the days as charts (and tables), and the response times. */
export function ResponseStatsView({ stats }: { stats: ResponseStats }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => formatNumber(n, i18n.language);
  if (stats.reportsReceived === 0 && stats.reportsRewarded === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center">
          {t("No Reports")}
        </Text>
      </Paper>
    );
  }
  const { open, accepted, rejected } = stats.byState;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard
          testId="figure-received"
          label={t("Reports received")}
          value={number(stats.reportsReceived)}
          detail={t("{{open}} open, {{accepted}} accepted, {{rejected}} rejected", {
            open: number(open),
            accepted: number(accepted),
            rejected: number(rejected),
          })}
        />
        <StatCard
          testId="figure-rewarded"
          label={t("Reports rewarded")}
          value={number(stats.reportsRewarded)}
        />
        <StatCard
          testId="figure-rewards"
          label={t("Rewards amount")}
          value={formatYen(stats.rewardsAmount.money, i18n.language)}
          detail={
            stats.rewardsAmount.point !== 0
              ? t("{{n}} points", { n: number(stats.rewardsAmount.point) })
              : undefined
          }
        />
        <StatCard
          testId="figure-critical"
          label={t("Critical and high")}
          value={number(stats.bySeverity.critical + stats.bySeverity.high)}
        />
      </SimpleGrid>
      <DailyCharts stats={stats} />
      <ResponseTimes stats={stats} />
    </Stack>
  );
}

export function ResponseStatsSkeleton() {
  return (
    <Stack gap="lg" aria-hidden>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={98} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={300} radius="md" />
    </Stack>
  );
}
