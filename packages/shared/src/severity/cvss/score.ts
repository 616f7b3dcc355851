import aeCvss from "ae-cvss-calculator";
import { type CvssSeverity, severityFromScore } from "../severity.ts";
import type { CvssVersion } from "./metrics.ts";
import { baseVectorOf, parseCvssVector } from "./parse.ts";

export interface CvssScore {
  version: CvssVersion;
  /** The base score, 0.0 to 10.0, one decimal. */
  score: number;
  severity: CvssSeverity;
}

/**
 * FIRST's base score of a CVSS v3.1 or v4.0 vector. Threat, temporal, environmental and supplemental
 * metrics are validated and then left out, so they never change the score. Throws CvssVectorError.
 */
export function scoreCvss(vector: string): CvssScore {
  const parsed = parseCvssVector(vector);
  // ae-cvss-calculator computes FIRST's numbers but accepts malformed vectors, so it only ever sees a validated base vector.
  const base = baseVectorOf(parsed);
  const score =
    parsed.version === "3.1"
      ? new aeCvss.Cvss3P1(base).calculateScores().base
      : new aeCvss.Cvss4P0(base).calculateScores().base;
  if (typeof score !== "number" || Number.isNaN(score)) throw new Error(`No score for ${base}`);
  return { version: parsed.version, score, severity: severityFromScore(score) };
}
