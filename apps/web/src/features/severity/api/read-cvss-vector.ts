import {
  CVSS_VERSIONS,
  type CvssMetrics,
  CvssVectorError,
  type CvssVectorProblem,
  type CvssVersion,
  cvssBaseMetricsOf,
  cvssMetricsFromParsed,
  defaultCvssMetrics,
  parseCvssVector,
} from "@bounty/shared";
import type { CvssSearch } from "./cvss-search.ts";

/** What a vector typed or pasted into a calculator of `version` amounts to. */
export type PastedCvssVector =
  | { kind: "metrics"; metrics: CvssMetrics; hasDroppedMetrics: boolean }
  | { kind: "otherVersion"; version: CvssVersion }
  | { kind: "invalid"; problem: CvssVectorProblem };

/** Reads a vector for a calculator: surrounding spaces (a sloppy copy) are forgiven, anything else is the parser's call. */
export function readCvssVector(text: string, version: CvssVersion): PastedCvssVector {
  try {
    const parsed = parseCvssVector(text.trim());
    if (parsed.version !== version) return { kind: "otherVersion", version: parsed.version };
    // The calculators hold base metrics only; threat, environmental and supplemental ones are left out.
    const baseCount = cvssBaseMetricsOf(version).length;
    return {
      kind: "metrics",
      metrics: cvssMetricsFromParsed(parsed),
      hasDroppedMetrics: Object.keys(parsed.metrics).length > baseCount,
    };
  } catch (error) {
    if (error instanceof CvssVectorError) return { kind: "invalid", problem: error.problem };
    throw error;
  }
}

/** The tab and metrics a URL asks for: a valid vector decides the version; anything else gives that version's defaults. */
export function cvssCalculatorOf(search: CvssSearch): { version: CvssVersion; metrics: CvssMetrics } {
  if (search.vector !== undefined) {
    for (const version of CVSS_VERSIONS) {
      const read = readCvssVector(search.vector, version);
      if (read.kind === "metrics") return { version, metrics: read.metrics };
    }
  }
  const version = search.version ?? "3.1";
  return { version, metrics: defaultCvssMetrics(version) };
}
