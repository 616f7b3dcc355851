/** Severity of a CVSS score, as FIRST's qualitative scale names it. */
export const CVSS_SEVERITIES = ["none", "low", "medium", "high", "critical"] as const;
export type CvssSeverity = (typeof CVSS_SEVERITIES)[number];

/** Every severity level the product shows: CVSS levels plus the taxonomy's informational and flex. */
export const SEVERITY_LEVELS = [...CVSS_SEVERITIES, "informational", "flex"] as const;
export type SeverityLevel = (typeof SEVERITY_LEVELS)[number];

/** 0.0 none, then low below 4.0, medium below 7.0, high below 9.0, critical. */
export function severityFromScore(score: number): CvssSeverity {
  if (score <= 0) return "none";
  if (score < 4) return "low";
  if (score < 7) return "medium";
  if (score < 9) return "high";
  return "critical";
}
