import {
  type CvssMetrics,
  CvssVectorError,
  type CvssVectorProblem,
  type CvssVersion,
  cvssBaseMetricsOf,
  cvssMetricsFromParsed,
  parseCvssVector,
} from "@bounty/shared";

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
