/** CVSS versions the product scores. */
export const CVSS_VERSIONS = ["3.1", "4.0"] as const;
export type CvssVersion = (typeof CVSS_VERSIONS)[number];

export type CvssMetricGroup = "base" | "temporal" | "threat" | "environmental" | "supplemental";

/** One metric of a vector: its abbreviation, its field in the metric object (base metrics only), its values. */
export interface CvssMetricDefinition {
  abbr: string;
  name: string;
  group: CvssMetricGroup;
  /** Field name in the spec's metric object; only base metrics have one. */
  field?: string;
  /** Vector letter to the value's name, in the order FIRST's calculators list them. */
  values: Readonly<Record<string, string>>;
}

type Values = Readonly<Record<string, string>>;
const base = (abbr: string, name: string, field: string, values: Values): CvssMetricDefinition => ({
  abbr,
  name,
  group: "base",
  field,
  values,
});
const optional = (
  group: CvssMetricGroup,
  abbr: string,
  name: string,
  values: Values,
): CvssMetricDefinition => ({
  abbr,
  name,
  group,
  values: { X: "notDefined", ...values },
});
const environmental = (abbr: string, name: string, values: Values) =>
  optional("environmental", abbr, name, values);

const impact = { H: "high", L: "low", N: "none" } as const;
const attackVectors = { N: "network", A: "adjacent", L: "local", P: "physical" } as const;
const complexities = { L: "low", H: "high" } as const;
const privileges = { N: "none", L: "low", H: "high" } as const;
const requirements = { H: "high", M: "medium", L: "low" } as const;

// The metrics both versions define alike.
const AV = base("AV", "Attack Vector", "attackVector", attackVectors);
const AC = base("AC", "Attack Complexity", "attackComplexity", complexities);
const PR = base("PR", "Privileges Required", "privilegesRequired", privileges);
const securityRequirements = [
  environmental("CR", "Confidentiality Requirement", requirements),
  environmental("IR", "Integrity Requirement", requirements),
  environmental("AR", "Availability Requirement", requirements),
];
const MAV = environmental("MAV", "Modified Attack Vector", attackVectors);
const MAC = environmental("MAC", "Modified Attack Complexity", complexities);
const MPR = environmental("MPR", "Modified Privileges Required", privileges);

/** CVSS v3.1 metrics in the order of the specification's Table 15. */
export const CVSS31_METRICS: readonly CvssMetricDefinition[] = [
  AV,
  AC,
  PR,
  base("UI", "User Interaction", "userInteraction", { N: "none", R: "required" }),
  base("S", "Scope", "scope", { U: "unchanged", C: "changed" }),
  base("C", "Confidentiality", "confidentiality", impact),
  base("I", "Integrity", "integrity", impact),
  base("A", "Availability", "availability", impact),
  optional("temporal", "E", "Exploit Code Maturity", {
    H: "high",
    F: "functional",
    P: "proofOfConcept",
    U: "unproven",
  }),
  optional("temporal", "RL", "Remediation Level", {
    U: "unavailable",
    W: "workaround",
    T: "temporaryFix",
    O: "officialFix",
  }),
  optional("temporal", "RC", "Report Confidence", { C: "confirmed", R: "reasonable", U: "unknown" }),
  ...securityRequirements,
  MAV,
  MAC,
  MPR,
  environmental("MUI", "Modified User Interaction", { N: "none", R: "required" }),
  environmental("MS", "Modified Scope", { U: "unchanged", C: "changed" }),
  environmental("MC", "Modified Confidentiality", impact),
  environmental("MI", "Modified Integrity", impact),
  environmental("MA", "Modified Availability", impact),
];

const subsequentModified = { S: "safety", H: "high", L: "low", N: "negligible" } as const;
const userInteractions40 = { N: "none", P: "passive", A: "active" } as const;

/** CVSS v4.0 metrics in the order the specification requires them in a vector. */
export const CVSS40_METRICS: readonly CvssMetricDefinition[] = [
  AV,
  AC,
  base("AT", "Attack Requirements", "attackRequirements", { N: "none", P: "present" }),
  PR,
  base("UI", "User Interaction", "userInteraction", userInteractions40),
  base("VC", "Confidentiality", "confidentiality", impact),
  base("VI", "Integrity", "integrity", impact),
  base("VA", "Availability", "availability", impact),
  base("SC", "Subsequent Confidentiality", "sConfidentiality", impact),
  base("SI", "Subsequent Integrity", "sIntegrity", impact),
  base("SA", "Subsequent Availability", "sAvailability", impact),
  optional("threat", "E", "Exploit Maturity", { A: "attacked", P: "proofOfConcept", U: "unreported" }),
  ...securityRequirements,
  MAV,
  MAC,
  environmental("MAT", "Modified Attack Requirements", { N: "none", P: "present" }),
  MPR,
  environmental("MUI", "Modified User Interaction", userInteractions40),
  environmental("MVC", "Modified Confidentiality", impact),
  environmental("MVI", "Modified Integrity", impact),
  environmental("MVA", "Modified Availability", impact),
  environmental("MSC", "Modified Subsequent Confidentiality", { H: "high", L: "low", N: "negligible" }),
  environmental("MSI", "Modified Subsequent Integrity", subsequentModified),
  environmental("MSA", "Modified Subsequent Availability", subsequentModified),
  optional("supplemental", "S", "Safety", { N: "negligible", P: "present" }),
  optional("supplemental", "AU", "Automatable", { N: "no", Y: "yes" }),
  optional("supplemental", "R", "Recovery", { A: "automatic", U: "user", I: "irrecoverable" }),
  optional("supplemental", "V", "Value Density", { D: "diffuse", C: "concentrated" }),
  optional("supplemental", "RE", "Vulnerability Response Effort", { L: "low", M: "moderate", H: "high" }),
  optional("supplemental", "U", "Provider Urgency", {
    Clear: "clear",
    Green: "green",
    Amber: "amber",
    Red: "red",
  }),
];

/** The metric definitions of a version. */
export const cvssMetricsOf = (version: CvssVersion) => (version === "3.1" ? CVSS31_METRICS : CVSS40_METRICS);

/** Base metrics only: the ones the calculators show and the metric objects hold. */
export const cvssBaseMetricsOf = (version: CvssVersion) =>
  cvssMetricsOf(version).filter((metric) => metric.group === "base");
