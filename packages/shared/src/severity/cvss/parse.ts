import { CVSS_VERSIONS, type CvssVersion, cvssMetricsOf } from "./metrics.ts";

/** Why a vector was refused, with the bad part, so each language can word it. */
export type CvssVectorProblem =
  | { code: "empty" }
  | { code: "spaces" }
  | { code: "prefix"; head: string }
  | { code: "noMetrics" }
  | { code: "emptyPart" }
  | { code: "notPair"; part: string }
  | { code: "unknownMetric"; metric: string; version: CvssVersion }
  | { code: "repeated"; metric: string }
  | { code: "badValue"; metric: string; value: string; expected: string[]; version: CvssVersion }
  | { code: "order"; metric: string; before: string }
  | { code: "missing"; metrics: string[] };

/** The English sentence for a problem; it names the bad part. */
export function describeCvssVectorProblem(problem: CvssVectorProblem): string {
  switch (problem.code) {
    case "empty":
      return "The CVSS vector is empty.";
    case "spaces":
      return "The CVSS vector has spaces around it.";
    case "prefix":
      return `A CVSS vector starts with "CVSS:3.1/" or "CVSS:4.0/"; this one starts with "${problem.head}".`;
    case "noMetrics":
      return "The vector names no metrics after its prefix.";
    case "emptyPart":
      return 'The vector has an empty part (a doubled or trailing "/").';
    case "notPair":
      return `"${problem.part}" is not a metric:value pair.`;
    case "unknownMetric":
      return `"${problem.metric}" is not a CVSS ${problem.version} metric.`;
    case "repeated":
      return `The metric ${problem.metric} appears more than once.`;
    case "badValue": {
      const name = cvssMetricsOf(problem.version).find((metric) => metric.abbr === problem.metric)?.name;
      return `"${problem.value}" is not a value of ${problem.metric} (${name}); expected one of ${problem.expected.join(", ")}.`;
    }
    case "order":
      return `${problem.metric} must come before ${problem.before}: CVSS 4.0 metrics follow the specification's order.`;
    case "missing":
      return `Missing base metric${problem.metrics.length > 1 ? "s" : ""}: ${problem.metrics.join(", ")}.`;
  }
}

/** A vector that is not a valid CVSS v3.1 or v4.0 vector; `message` names the bad part, `problem` holds it. */
export class CvssVectorError extends Error {
  override name = "CvssVectorError";
  constructor(readonly problem: CvssVectorProblem) {
    super(describeCvssVectorProblem(problem));
  }
}

export interface ParsedCvssVector {
  version: CvssVersion;
  /** Metric abbreviation to value letter, for every metric the vector names, in canonical order. */
  metrics: Record<string, string>;
}

function versionOf(vector: string): CvssVersion {
  const version = CVSS_VERSIONS.find((candidate) => vector.startsWith(`CVSS:${candidate}/`));
  if (version) return version;
  throw new CvssVectorError({ code: "prefix", head: vector.split("/")[0] ?? "" });
}

/**
 * Reads a vector strictly: the exact prefix, every base metric, no unknown or repeated metric, no unknown value.
 * CVSS v4.0 also requires the specification's metric order; v3.1 allows any order.
 */
export function parseCvssVector(input: string): ParsedCvssVector {
  if (typeof input !== "string" || input.trim() === "") throw new CvssVectorError({ code: "empty" });
  if (input !== input.trim()) throw new CvssVectorError({ code: "spaces" });
  const version = versionOf(input);
  const definitions = cvssMetricsOf(version);
  const byAbbr = new Map(definitions.map((metric, index) => [metric.abbr, { metric, index }]));
  const body = input.slice(`CVSS:${version}/`.length);
  if (body === "") throw new CvssVectorError({ code: "noMetrics" });
  const found = new Map<string, string>();
  let lastIndex = -1;
  let lastAbbr = "";
  for (const part of body.split("/")) {
    if (part === "") throw new CvssVectorError({ code: "emptyPart" });
    const [abbr, value, ...rest] = part.split(":");
    if (value === undefined || rest.length > 0 || !abbr) throw new CvssVectorError({ code: "notPair", part });
    const entry = byAbbr.get(abbr);
    if (!entry) throw new CvssVectorError({ code: "unknownMetric", metric: abbr, version });
    if (found.has(abbr)) throw new CvssVectorError({ code: "repeated", metric: abbr });
    if (!Object.hasOwn(entry.metric.values, value)) {
      const expected = Object.keys(entry.metric.values);
      throw new CvssVectorError({ code: "badValue", metric: abbr, value, expected, version });
    }
    if (version === "4.0" && entry.index < lastIndex) {
      throw new CvssVectorError({ code: "order", metric: abbr, before: lastAbbr });
    }
    lastIndex = entry.index;
    lastAbbr = abbr;
    found.set(abbr, value);
  }
  const missing = definitions.filter((metric) => metric.group === "base" && !found.has(metric.abbr));
  if (missing.length > 0) {
    throw new CvssVectorError({ code: "missing", metrics: missing.map((metric) => metric.abbr) });
  }
  const metrics: Record<string, string> = {};
  for (const metric of definitions) {
    const value = found.get(metric.abbr);
    if (value !== undefined) metrics[metric.abbr] = value;
  }
  return { version, metrics };
}

/** The error message for a bad vector, or null for a valid one. */
export function describeCvssVectorError(input: string): string | null {
  try {
    parseCvssVector(input);
    return null;
  } catch (error) {
    if (error instanceof CvssVectorError) return error.message;
    throw error;
  }
}

/** The vector of the base metrics alone, in canonical order. */
export function baseVectorOf(parsed: ParsedCvssVector): string {
  const parts = cvssMetricsOf(parsed.version)
    .filter((metric) => metric.group === "base")
    .map((metric) => `${metric.abbr}:${parsed.metrics[metric.abbr]}`);
  return `CVSS:${parsed.version}/${parts.join("/")}`;
}
