import { type TriageStats, vrtPathName } from "@bounty/shared";
import { BarChart } from "@mantine/charts";
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../../lib/money.ts";
import { useTriageLabels } from "../../../../lib/triage-labels.ts";
import { useSeverityLabels, useVrtLanguage } from "../../../severity/index.ts";
import { BAR_CHART_DEFAULTS, formatDuration } from "../../../stats/index.ts";

const LEVELS = ["critical", "high", "medium", "low", "none"] as const;
const LEVEL_COLORS: Record<(typeof LEVELS)[number], string> = {
  critical: "red.8",
  high: "orange.6",
  medium: "yellow.5",
  low: "green.6",
  none: "gray.5",
};

/** A chart's numbers as a table only screen readers read: the chart itself is a picture to them. */
function ChartTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  const { i18n } = useTranslation();
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={String(first)}>
              <th scope="row">{first}</th>
              {rest.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                <td key={i}>{typeof cell === "number" ? formatNumber(cell, i18n.language) : cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {value}
      </Text>
      {detail ? (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Paper>
  );
}

/** Spec 2 §3's triage stats of the period: three figures and two charts, each with its table. */
export function DashboardFigures({ stats }: { stats?: TriageStats }) {
  const { t, i18n } = useTranslation();
  const labels = useTriageLabels();
  const severity = useSeverityLabels();
  const language = useVrtLanguage();
  if (!stats) return <Skeleton h={360} radius="md" />;
  const number = (n: number) => formatNumber(n, i18n.language);
  const levelLabel = (level: (typeof LEVELS)[number]) =>
    level === "none" ? t("No rating") : severity[level];
  const actions = stats.countsByActions.map((a) => ({
    label: labels.button[a.type],
    ...a.vulnerabilities,
    count: a.count,
  }));
  const types = stats.countsByVulnType.map((v) => ({
    label: v.vrtId ? vrtPathName(v.vrtId, language) : t("No type named"),
    count: v.count,
  }));
  const { reporters } = stats;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Figure label={t("Vulnerabilities received")} value={number(stats.vulnerabilitiesReceived)} />
        <Figure
          label={t("Average time to resolution")}
          value={
            stats.avgTimeToResolutionInSeconds === null
              ? "—"
              : formatDuration(stats.avgTimeToResolutionInSeconds, i18n.language)
          }
          detail={stats.avgTimeToResolutionInSeconds === null ? t("None closed as resolved.") : undefined}
        />
        <Figure
          label={t("Hunters")}
          value={number(reporters.total)}
          detail={t("New: {{new}} · Returning: {{returning}}", {
            new: number(reporters.new),
            returning: number(reporters.returning),
          })}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="triage-actions-chart">
        <Title order={3} size="h5" id="triage-actions-chart" mb="sm">
          {t("Actions this period")}
        </Title>
        {actions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("No actions were taken in this period.")}
          </Text>
        ) : (
          <>
            <div aria-hidden data-testid="chart-triage-actions">
              <BarChart
                {...BAR_CHART_DEFAULTS}
                h={Math.max(160, actions.length * 34 + 60)}
                data={actions}
                dataKey="label"
                type="stacked"
                orientation="vertical"
                gridAxis="x"
                xAxisProps={{ allowDecimals: false }}
                yAxisProps={{ width: 140 }}
                series={LEVELS.map((level) => ({
                  name: level,
                  color: LEVEL_COLORS[level],
                  label: levelLabel(level),
                }))}
                valueFormatter={number}
                withLegend
                legendProps={{ verticalAlign: "bottom" }}
              />
            </div>
            <ChartTable
              caption={t("Actions this period, and their vulnerabilities by severity")}
              head={[t("Action"), t("Actions"), ...LEVELS.map(levelLabel)]}
              rows={actions.map((a) => [a.label, a.count, ...LEVELS.map((level) => a[level])])}
            />
          </>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="triage-types-chart">
        <Title order={3} size="h5" id="triage-types-chart" mb="sm">
          {t("Verified per vulnerability type")}
        </Title>
        {types.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("No vulnerability was certified in this period.")}
          </Text>
        ) : (
          <>
            <div aria-hidden data-testid="chart-triage-types">
              <BarChart
                {...BAR_CHART_DEFAULTS}
                h={Math.max(120, types.length * 40)}
                data={types}
                dataKey="label"
                orientation="vertical"
                gridAxis="x"
                xAxisProps={{ allowDecimals: false }}
                yAxisProps={{ width: 180 }}
                series={[{ name: "count", color: "teal.6", label: t("Verified") }]}
                valueFormatter={number}
              />
            </div>
            <ChartTable
              caption={t("Verified per vulnerability type")}
              head={[t("Vulnerability type"), t("Verified")]}
              rows={types.map((v) => [v.label, v.count])}
            />
          </>
        )}
      </Paper>
    </Stack>
  );
}
