import { CVSS_VERSIONS, type CvssMetricDefinition, type CvssVersion, cvssMetricsOf } from "./metrics.ts";

/** A vector that is not a valid CVSS v3.1 or v4.0 vector; `message` names the bad part. */
export class CvssVectorError extends Error {
  override name = "CvssVectorError";
}

export interface ParsedCvssVector {
  version: CvssVersion;
  /** Metric abbreviation to value letter, for every metric the vector names, in canonical order. */
  metrics: Record<string, string>;
}

const PREFIXES = CVSS_VERSIONS.map((version) => `CVSS:${version}/`);

function versionOf(vector: string): CvssVersion {
  const version = CVSS_VERSIONS.find((candidate) => vector.startsWith(`CVSS:${candidate}/`));
  if (version) return version;
  const head = vector.split("/")[0] ?? "";
  throw new CvssVectorError(
    `A CVSS vector starts with ${PREFIXES.map((prefix) => `"${prefix}"`).join(" or ")}; this one starts with "${head}".`,
  );
}

function describeValues(metric: CvssMetricDefinition) {
  return Object.keys(metric.values).join(", ");
}

/**
 * Reads a vector strictly: the exact prefix, every base metric, no unknown or repeated metric, no unknown value.
 * CVSS v4.0 also requires the specification's metric order; v3.1 allows any order.
 */
export function parseCvssVector(input: string): ParsedCvssVector {
  if (typeof input !== "string" || input.trim() === "")
    throw new CvssVectorError("The CVSS vector is empty.");
  if (input !== input.trim()) throw new CvssVectorError("The CVSS vector has spaces around it.");
  const version = versionOf(input);
  const definitions = cvssMetricsOf(version);
  const byAbbr = new Map(definitions.map((metric, index) => [metric.abbr, { metric, index }]));
  const body = input.slice(`CVSS:${version}/`.length);
  if (body === "") throw new CvssVectorError("The vector names no metrics after its prefix.");
  const found = new Map<string, string>();
  let lastIndex = -1;
  let lastAbbr = "";
  for (const part of body.split("/")) {
    if (part === "") throw new CvssVectorError('The vector has an empty part (a doubled or trailing "/").');
    const [abbr, value, ...rest] = part.split(":");
    if (value === undefined || rest.length > 0 || !abbr) {
      throw new CvssVectorError(`"${part}" is not a metric:value pair.`);
    }
    const entry = byAbbr.get(abbr);
    if (!entry) throw new CvssVectorError(`"${abbr}" is not a CVSS ${version} metric.`);
    if (found.has(abbr)) throw new CvssVectorError(`The metric ${abbr} appears more than once.`);
    if (!Object.hasOwn(entry.metric.values, value)) {
      throw new CvssVectorError(
        `"${value}" is not a value of ${abbr} (${entry.metric.name}); expected one of ${describeValues(entry.metric)}.`,
      );
    }
    if (version === "4.0" && entry.index < lastIndex) {
      throw new CvssVectorError(
        `${abbr} must come before ${lastAbbr}: CVSS 4.0 metrics follow the specification's order.`,
      );
    }
    lastIndex = entry.index;
    lastAbbr = abbr;
    found.set(abbr, value);
  }
  const missing = definitions.filter((metric) => metric.group === "base" && !found.has(metric.abbr));
  if (missing.length > 0) {
    const names = missing.map((metric) => metric.abbr).join(", ");
    throw new CvssVectorError(`Missing base metric${missing.length > 1 ? "s" : ""}: ${names}.`);
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
