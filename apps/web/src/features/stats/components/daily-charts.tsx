import type { ResponseStats, StatsDay } from "@bounty/shared";
import { BarChart } from "@mantine/charts";
import { Group, Paper, SegmentedControl, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber, formatYen } from "../../../lib/money.ts";
import { BAR_CHART_DEFAULTS, formatChartDay } from "./stats-format.ts";

type Breakdown = "state" | "severity";

const stateSeries = (t: TFunction) =>
  [
    { name: "open", color: "blue.6", label: t("Open") },
    { name: "accepted", color: "teal.6", label: t("Accepted") },
    { name: "rejected", color: "gray.6", label: t("Rejected") },
  ] as const;

const severitySeries = (t: TFunction) =>
  [
    { name: "critical", color: "red.8", label: t("Critical") },
    { name: "high", color: "orange.6", label: t("High") },
    { name: "medium", color: "yellow.5", label: t("Medium") },
    { name: "low", color: "green.6", label: t("Low") },
    { name: "none", color: "gray.5", label: t("No rating") },
  ] as const;

/** A chart's numbers as a table only screen readers read: the chart itself is a picture to them. */
function HiddenTable({
  caption,
  days,
  columns,
}: {
  caption: string;
  days: StatsDay[];
  columns: { key: keyof StatsDay; label: string }[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Day")}</th>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatChartDay(d.day, i18n.language)}</th>
              {columns.map((c) => (
                <td key={c.key}>{formatNumber(Number(d[c.key]), i18n.language)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

/** Reports received each day, by state group or by severity, and the rewards given each day. */
export function DailyCharts({ stats }: { stats: ResponseStats }) {
  const { t, i18n } = useTranslation();
  const [breakdown, setBreakdown] = useState<Breakdown>("state");
  const series: { name: keyof StatsDay; color: string; label: string }[] = [
    ...(breakdown === "state" ? stateSeries(t) : severitySeries(t)),
  ];
  const data = stats.days.map((d) => ({ ...d, label: formatChartDay(d.day, i18n.language) }));
  const number = (n: number) => formatNumber(n, i18n.language);
  const hasPoints = stats.days.some((d) => d.point !== 0);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="stats-received">
        <Group justify="space-between" align="center" mb="sm" gap="sm">
          <Title order={3} size="h5" id="stats-received">
            {t("Reports received")}
          </Title>
          <SegmentedControl
            size="xs"
            value={breakdown}
            onChange={(value) => setBreakdown(value as Breakdown)}
            data={[
              { value: "state", label: t("By state") },
              { value: "severity", label: t("By severity") },
            ]}
            aria-label={t("Break the reports down")}
          />
        </Group>
        <div aria-hidden data-testid="chart-received">
          <BarChart
            {...BAR_CHART_DEFAULTS}
            h={240}
            data={data}
            dataKey="label"
            type="stacked"
            series={series}
            valueFormatter={number}
            withLegend
            legendProps={{ verticalAlign: "bottom" }}
          />
        </div>
        <HiddenTable
          caption={t("Reports received each day")}
          days={stats.days}
          columns={series.map((s) => ({ key: s.name, label: s.label }))}
        />
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="stats-rewards">
        <Title order={3} size="h5" id="stats-rewards" mb="sm">
          {t("Rewards given")}
        </Title>
        {stats.days.every((d) => d.money === 0 && d.point === 0) ? (
          <Text size="sm" c="dimmed" data-testid="chart-rewards">
            {t("No rewards were given in this range.")}
          </Text>
        ) : (
          <div aria-hidden data-testid="chart-rewards">
            <BarChart
              {...BAR_CHART_DEFAULTS}
              h={200}
              data={data}
              dataKey="label"
              series={[
                { name: "money", color: "violet.6", label: t("Yen") },
                ...(hasPoints ? [{ name: "point", color: "cyan.6", label: t("Points") }] : []),
              ]}
              valueFormatter={(n) => formatYen(n, i18n.language)}
              withLegend={hasPoints}
            />
          </div>
        )}
        <HiddenTable
          caption={t("Rewards given each day")}
          days={stats.days}
          columns={[
            { key: "money", label: t("Yen") },
            ...(hasPoints ? [{ key: "point" as const, label: t("Points") }] : []),
          ]}
        />
        <Text size="xs" c="dimmed" mt="xs">
          {t("From the ledger: corrections are deducted.")}
        </Text>
      </Paper>
    </Stack>
  );
}
