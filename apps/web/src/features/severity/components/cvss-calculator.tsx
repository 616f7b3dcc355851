import {
  type CvssMetrics,
  type CvssVersion,
  cvssBaseMetricsOf,
  cvssVectorFromMetrics,
  defaultCvssMetrics,
  scoreCvss,
} from "@bounty/shared";
import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeCvssProblem } from "../api/describe-cvss-problem.ts";
import { type PastedCvssVector, readCvssVector } from "../api/read-cvss-vector.ts";
import { useCvssLabels } from "./cvss-labels.ts";
import { CvssVectorField } from "./cvss-vector-field.tsx";
import { MetricChoice } from "./metric-choice.tsx";
import { SeverityBadge } from "./severity-badge.tsx";

interface CvssCalculatorProps {
  version: CvssVersion;
  value: CvssMetrics;
  onChange: (metrics: CvssMetrics) => void;
  /** Level of the metric-group headings, to fit the page around; 3 by default. */
  headingOrder?: 2 | 3 | 4 | 5;
}

/** State for an uncontrolled calculator: `<CvssCalculator {...useCvssCalculatorState("3.1")} />`. */
export function useCvssCalculatorState(version: CvssVersion, initial?: CvssMetrics) {
  const [value, onChange] = useState<CvssMetrics>(() => initial ?? defaultCvssMetrics(version));
  return { version, value, onChange };
}

/** A CVSS base-metric calculator (spec §2 shared widgets): metric buttons, live score and an editable vector. */
export function CvssCalculator({ version, value, onChange, headingOrder = 3 }: CvssCalculatorProps) {
  const { t } = useTranslation();
  const { metricNames, valueNames, sections } = useCvssLabels();
  const headingId = useId();
  // A value of the other version (a caller's slip) shows this version's defaults instead of failing.
  const metrics = value.version === version ? value : defaultCvssMetrics(version);
  const vector = cvssVectorFromMetrics(metrics);
  const { score, severity } = scoreCvss(vector);
  const definitions = new Map(cvssBaseMetricsOf(version).map((metric) => [metric.abbr, metric]));
  const fields = metrics as unknown as Record<string, string>;

  // Text being typed or pasted that is not (yet) a vector of this version; null shows the metrics' vector.
  const [draft, setDraft] = useState<string | null>(null);
  const [hasDroppedMetrics, setDroppedMetrics] = useState(false);
  const read = draft === null ? null : readCvssVector(draft, version);

  const handleMetricChange = (field: string, next: string) => {
    setDraft(null);
    setDroppedMetrics(false);
    onChange({ ...metrics, [field]: next } as CvssMetrics);
  };

  const handleVectorInput = (text: string) => {
    const pasted = readCvssVector(text, version);
    if (pasted.kind !== "metrics") return setDraft(text);
    setDraft(null);
    setDroppedMetrics(pasted.hasDroppedMetrics);
    onChange(pasted.metrics);
  };

  const nameOfAbbr = (abbr: string) => {
    const field = definitions.get(abbr)?.field;
    return field ? metricNames[field] : undefined;
  };

  const describeProblem = (problem: PastedCvssVector) => {
    if (problem.kind === "otherVersion") {
      return version === "3.1"
        ? t("This calculator takes CVSS 3.1 vectors.")
        : t("This calculator takes CVSS 4.0 vectors.");
    }
    if (problem.kind === "invalid")
      return t("This is not a valid CVSS vector: {{reason}}", {
        reason: describeCvssProblem(problem.problem, t, nameOfAbbr),
      });
    return null;
  };

  let hint =
    version === "3.1"
      ? t("Paste a CVSS 3.1 vector to fill in the metrics.")
      : t("Paste a CVSS 4.0 vector to fill in the metrics.");
  if (hasDroppedMetrics) {
    hint = t("Only base metrics are kept: the optional metrics of the pasted vector were left out.");
  }

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-labelledby={headingId}>
        <Stack gap="sm">
          <Group gap="sm" role="status" wrap="wrap">
            <Text id={headingId} fw={500}>
              {t("Base score")}
            </Text>
            <Text fz={28} fw={700} lh={1} data-testid="cvss-score">
              {score.toFixed(1)}
            </Text>
            <SeverityBadge severity={severity} size="lg" />
          </Group>
          <CvssVectorField
            version={version}
            value={draft ?? vector}
            canonicalVector={vector}
            hint={hint}
            error={read ? describeProblem(read) : null}
            onInput={handleVectorInput}
            onRevert={() => setDraft(null)}
          />
        </Stack>
      </Paper>
      {sections[version].map((section) => (
        <Stack key={section.key} gap="sm" component="section" aria-label={section.title}>
          <Title order={headingOrder} fz="h5">
            {section.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {section.abbrs.map((abbr) => {
              const definition = definitions.get(abbr)!;
              const field = definition.field!;
              return (
                <MetricChoice
                  key={abbr}
                  name={metricNames[field] ?? definition.name}
                  abbr={abbr}
                  options={Object.values(definition.values).map((name) => ({
                    value: name,
                    label: valueNames[field]?.[name] ?? name,
                  }))}
                  value={fields[field]!}
                  onChange={(next) => handleMetricChange(field, next)}
                />
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
