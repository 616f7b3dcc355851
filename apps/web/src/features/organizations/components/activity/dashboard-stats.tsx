import type { OrganizationStats } from "@bounty/shared";
import { SimpleGrid, Skeleton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { StatCard } from "../../../../components/pages/stat-card.tsx";
import { formatNumber, formatYen } from "../../../../lib/money.ts";

/** The range's counts, over the same events the feed below shows this viewer. */
export function DashboardStats({ stats }: { stats: OrganizationStats }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => formatNumber(n, i18n.language);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="section" aria-label={t("Summary")}>
      <StatCard label={t("Activities")} value={number(stats.activities)} />
      <StatCard
        label={t("Members joined")}
        value={number(stats.membersJoined)}
        detail={t("{{n}} left", { n: number(stats.membersLeft) })}
      />
      <StatCard
        label={t("Reports submitted")}
        value={number(stats.reportsSubmitted)}
        detail={t("{{n}} rewarded", { n: number(stats.reportsRewarded) })}
      />
      <StatCard
        label={t("Rewards paid")}
        value={formatYen(stats.rewards.money, i18n.language)}
        detail={stats.rewards.point > 0 ? t("{{n}} points", { n: number(stats.rewards.point) }) : undefined}
      />
    </SimpleGrid>
  );
}

/** The cards' shape while the counts load. */
export function DashboardStatsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" aria-hidden>
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} height={98} radius="md" />
      ))}
    </SimpleGrid>
  );
}
