import type { CvssVectorProblem } from "@bounty/shared";
import type { TFunction } from "i18next";

/**
 * The parser's refusal in the viewer's language (the shared package words it in English only).
 * `metricName` gives a metric's translated name where the caller has one (the base metrics).
 */
export function describeCvssProblem(
  problem: CvssVectorProblem,
  t: TFunction,
  metricName: (abbr: string) => string | undefined = () => undefined,
): string {
  switch (problem.code) {
    case "empty":
      return t("The CVSS vector is empty.");
    case "spaces":
      return t("The CVSS vector has spaces around it.");
    case "prefix":
      return t('A CVSS vector starts with "CVSS:3.1/" or "CVSS:4.0/"; this one starts with "{{head}}".', {
        head: problem.head,
      });
    case "noMetrics":
      return t("The vector names no metrics after its prefix.");
    case "emptyPart":
      return t('The vector has an empty part (a doubled or trailing "/").');
    case "notPair":
      return t('"{{part}}" is not a metric:value pair.', { part: problem.part });
    case "unknownMetric":
      return t('"{{metric}}" is not a CVSS {{version}} metric.', {
        metric: problem.metric,
        version: problem.version,
      });
    case "repeated":
      return t("The metric {{metric}} appears more than once.", { metric: problem.metric });
    case "badValue": {
      const values = { value: problem.value, metric: problem.metric, expected: problem.expected.join(", ") };
      const name = metricName(problem.metric);
      return name
        ? t('"{{value}}" is not a value of {{metric}} ({{name}}); expected one of {{expected}}.', {
            ...values,
            name,
          })
        : t('"{{value}}" is not a value of {{metric}}; expected one of {{expected}}.', values);
    }
    case "order":
      return t("{{metric}} must come before {{before}}: CVSS 4.0 metrics follow the specification's order.", {
        metric: problem.metric,
        before: problem.before,
      });
    case "missing":
      return problem.metrics.length === 1
        ? t("Missing base metric: {{metric}}.", { metric: problem.metrics[0] })
        : t("Missing base metrics: {{metrics}}.", { metrics: problem.metrics.join(", ") });
  }
}
