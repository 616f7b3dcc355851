import { z } from "zod";
import { type CvssVersion, cvssBaseMetricsOf } from "./metrics.ts";
import { type ParsedCvssVector, parseCvssVector } from "./parse.ts";

const impact = z.enum(["none", "low", "high"]);
const attackVector = z.enum(["network", "adjacent", "local", "physical"]);
const lowHigh = z.enum(["low", "high"]);
const privileges = z.enum(["none", "low", "high"]);

// Missing fields take the spec's defaults (network, low, none…), so assessments stored without them still read.
/** A CVSS v3.1 assessment as the spec's metric object. */
export const CvssV31Metrics = z.object({
  version: z.literal("3.1"),
  attackVector: attackVector.default("network"),
  attackComplexity: lowHigh.default("low"),
  privilegesRequired: privileges.default("none"),
  userInteraction: z.enum(["none", "required"]).default("none"),
  scope: z.enum(["unchanged", "changed"]).default("unchanged"),
  confidentiality: impact.default("none"),
  integrity: impact.default("none"),
  availability: impact.default("none"),
});
export type CvssV31Metrics = z.infer<typeof CvssV31Metrics>;

/** A CVSS v4.0 assessment as the spec's metric object, with the subsequent-system impacts. */
export const CvssV40Metrics = z.object({
  version: z.literal("4.0"),
  attackVector: attackVector.default("network"),
  attackComplexity: lowHigh.default("low"),
  attackRequirements: z.enum(["none", "present"]).default("none"),
  privilegesRequired: privileges.default("none"),
  userInteraction: z.enum(["none", "passive", "active"]).default("none"),
  confidentiality: impact.default("none"),
  integrity: impact.default("none"),
  availability: impact.default("none"),
  sConfidentiality: impact.default("none"),
  sIntegrity: impact.default("none"),
  sAvailability: impact.default("none"),
});
export type CvssV40Metrics = z.infer<typeof CvssV40Metrics>;

export const CvssMetrics = z.discriminatedUnion("version", [CvssV31Metrics, CvssV40Metrics]);
export type CvssMetrics = z.infer<typeof CvssMetrics>;

/** The base metrics of a vector as a metric object; optional metrics are dropped. Throws CvssVectorError. */
export const cvssMetricsFromVector = (vector: string): CvssMetrics =>
  cvssMetricsFromParsed(parseCvssVector(vector));

/** The base metrics of an already parsed vector as a metric object. */
export function cvssMetricsFromParsed(parsed: ParsedCvssVector): CvssMetrics {
  const object: Record<string, string> = { version: parsed.version };
  for (const metric of cvssBaseMetricsOf(parsed.version)) {
    const letter = parsed.metrics[metric.abbr]!;
    object[metric.field!] = metric.values[letter]!;
  }
  return CvssMetrics.parse(object);
}

/** The canonical base vector of a metric object. */
export function cvssVectorFromMetrics(metrics: CvssMetrics): string {
  const fields = metrics as unknown as Record<string, string>;
  const parts = cvssBaseMetricsOf(metrics.version).map((metric) => {
    const letter = Object.entries(metric.values).find(([, name]) => name === fields[metric.field!])?.[0];
    if (!letter) throw new Error(`No ${metric.abbr} letter for ${fields[metric.field!]}`);
    return `${metric.abbr}:${letter}`;
  });
  return `CVSS:${metrics.version}/${parts.join("/")}`;
}

/** The metric object every calculator starts from: all defaults, scoring 0.0. */
export function defaultCvssMetrics(version: CvssVersion): CvssMetrics {
  return version === "3.1" ? CvssV31Metrics.parse({ version }) : CvssV40Metrics.parse({ version });
}
