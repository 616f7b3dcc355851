import { RESPONSE_TARGETS, type ResponseStats } from "@bounty/shared";
import { BarChart } from "@mantine/charts";
import { Box, Paper, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/money.ts";
import { BAR_CHART_DEFAULTS, formatDuration, targetLabels } from "./stats-format.ts";

const DAY = 86_400;

/** The four clocks: medians and 90th percentiles as a chart (in days), and every number as a table. */
export function ResponseTimes({ stats }: { stats: ResponseStats }) {
  const { t, i18n } = useTranslation();
  const labels = targetLabels(t);
  // The unit that fits the longest time: a chart of near-zero days says nothing.
  const longest = Math.max(0, ...RESPONSE_TARGETS.map((name) => stats.times[name].p90 ?? 0));
  const unit = longest < 2 * 3600 ? "minute" : longest < 2 * DAY ? "hour" : "day";
  const size = { minute: 60, hour: 3600, day: DAY }[unit];
  const inUnit = (s: number | null) => (s === null ? 0 : Math.round((s / size) * 10) / 10);
  const data = RESPONSE_TARGETS.map((name) => ({
    label: labels[name],
    median: inUnit(stats.times[name].median),
    p90: inUnit(stats.times[name].p90),
  }));
  const duration = (s: number | null) => (s === null ? "—" : formatDuration(s, i18n.language));
  const number = (n: number) => formatNumber(n, i18n.language);
  const unitFormat = (n: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: "unit",
      unit,
      unitDisplay: "short",
      maximumFractionDigits: 1,
    }).format(n);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="stats-times">
      <Title order={3} size="h5" id="stats-times">
        {t("Response times")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(
          "From submission, for the reports received in the range. Targets count business days (Monday to Friday).",
        )}
      </Text>
      <div aria-hidden data-testid="chart-times">
        <BarChart
          {...BAR_CHART_DEFAULTS}
          h={200}
          data={data}
          dataKey="label"
          series={[
            { name: "median", color: "blue.6", label: t("Median") },
            { name: "p90", color: "indigo.3", label: t("90th percentile") },
          ]}
          valueFormatter={unitFormat}
          withLegend
          legendProps={{ verticalAlign: "bottom" }}
        />
      </div>
      {/* Scrolls sideways on a phone: a named region that takes focus, so a keyboard scrolls it too. */}
      <Box
        mt="md"
        style={{ overflowX: "auto" }}
        tabIndex={0}
        role="region"
        aria-label={t("Response times table")}
      >
        <Table striped withTableBorder verticalSpacing="xs" fz="sm" miw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("Step")}</Table.Th>
              <Table.Th scope="col">{t("Median")}</Table.Th>
              <Table.Th scope="col">{t("90th percentile")}</Table.Th>
              <Table.Th scope="col">{t("Reached")}</Table.Th>
              <Table.Th scope="col">{t("Target met")}</Table.Th>
              <Table.Th scope="col">{t("Target missed")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RESPONSE_TARGETS.map((name) => {
              const time = stats.times[name];
              return (
                <Table.Tr key={name} data-testid={`time-${name}`}>
                  <Table.Th scope="row">{labels[name]}</Table.Th>
                  <Table.Td>{duration(time.median)}</Table.Td>
                  <Table.Td>{duration(time.p90)}</Table.Td>
                  <Table.Td>{number(time.reached)}</Table.Td>
                  <Table.Td>{number(time.met)}</Table.Td>
                  <Table.Td c={time.missed > 0 ? "red" : undefined}>{number(time.missed)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
    </Paper>
  );
}
