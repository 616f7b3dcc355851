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

const impact = { H: "high", L: "low", N: "none" } as const;
const notDefined = { X: "notDefined" } as const;
const requirement = { ...notDefined, H: "high", M: "medium", L: "low" } as const;

/** CVSS v3.1 metrics in the order of the specification's Table 15. */
export const CVSS31_METRICS: readonly CvssMetricDefinition[] = [
  {
    abbr: "AV",
    name: "Attack Vector",
    group: "base",
    field: "attackVector",
    values: { N: "network", A: "adjacent", L: "local", P: "physical" },
  },
  {
    abbr: "AC",
    name: "Attack Complexity",
    group: "base",
    field: "attackComplexity",
    values: { L: "low", H: "high" },
  },
  {
    abbr: "PR",
    name: "Privileges Required",
    group: "base",
    field: "privilegesRequired",
    values: { N: "none", L: "low", H: "high" },
  },
  {
    abbr: "UI",
    name: "User Interaction",
    group: "base",
    field: "userInteraction",
    values: { N: "none", R: "required" },
  },
  { abbr: "S", name: "Scope", group: "base", field: "scope", values: { U: "unchanged", C: "changed" } },
  { abbr: "C", name: "Confidentiality", group: "base", field: "confidentiality", values: impact },
  { abbr: "I", name: "Integrity", group: "base", field: "integrity", values: impact },
  { abbr: "A", name: "Availability", group: "base", field: "availability", values: impact },
  {
    abbr: "E",
    name: "Exploit Code Maturity",
    group: "temporal",
    values: { ...notDefined, H: "high", F: "functional", P: "proofOfConcept", U: "unproven" },
  },
  {
    abbr: "RL",
    name: "Remediation Level",
    group: "temporal",
    values: { ...notDefined, U: "unavailable", W: "workaround", T: "temporaryFix", O: "officialFix" },
  },
  {
    abbr: "RC",
    name: "Report Confidence",
    group: "temporal",
    values: { ...notDefined, C: "confirmed", R: "reasonable", U: "unknown" },
  },
  { abbr: "CR", name: "Confidentiality Requirement", group: "environmental", values: requirement },
  { abbr: "IR", name: "Integrity Requirement", group: "environmental", values: requirement },
  { abbr: "AR", name: "Availability Requirement", group: "environmental", values: requirement },
  {
    abbr: "MAV",
    name: "Modified Attack Vector",
    group: "environmental",
    values: { ...notDefined, N: "network", A: "adjacent", L: "local", P: "physical" },
  },
  {
    abbr: "MAC",
    name: "Modified Attack Complexity",
    group: "environmental",
    values: { ...notDefined, L: "low", H: "high" },
  },
  {
    abbr: "MPR",
    name: "Modified Privileges Required",
    group: "environmental",
    values: { ...notDefined, N: "none", L: "low", H: "high" },
  },
  {
    abbr: "MUI",
    name: "Modified User Interaction",
    group: "environmental",
    values: { ...notDefined, N: "none", R: "required" },
  },
  {
    abbr: "MS",
    name: "Modified Scope",
    group: "environmental",
    values: { ...notDefined, U: "unchanged", C: "changed" },
  },
  {
    abbr: "MC",
    name: "Modified Confidentiality",
    group: "environmental",
    values: { ...notDefined, ...impact },
  },
  { abbr: "MI", name: "Modified Integrity", group: "environmental", values: { ...notDefined, ...impact } },
  { abbr: "MA", name: "Modified Availability", group: "environmental", values: { ...notDefined, ...impact } },
];

const subsequentModified = { ...notDefined, S: "safety", H: "high", L: "low", N: "negligible" } as const;

/** CVSS v4.0 metrics in the order the specification requires them in a vector. */
export const CVSS40_METRICS: readonly CvssMetricDefinition[] = [
  {
    abbr: "AV",
    name: "Attack Vector",
    group: "base",
    field: "attackVector",
    values: { N: "network", A: "adjacent", L: "local", P: "physical" },
  },
  {
    abbr: "AC",
    name: "Attack Complexity",
    group: "base",
    field: "attackComplexity",
    values: { L: "low", H: "high" },
  },
  {
    abbr: "AT",
    name: "Attack Requirements",
    group: "base",
    field: "attackRequirements",
    values: { N: "none", P: "present" },
  },
  {
    abbr: "PR",
    name: "Privileges Required",
    group: "base",
    field: "privilegesRequired",
    values: { N: "none", L: "low", H: "high" },
  },
  {
    abbr: "UI",
    name: "User Interaction",
    group: "base",
    field: "userInteraction",
    values: { N: "none", P: "passive", A: "active" },
  },
  { abbr: "VC", name: "Confidentiality", group: "base", field: "confidentiality", values: impact },
  { abbr: "VI", name: "Integrity", group: "base", field: "integrity", values: impact },
  { abbr: "VA", name: "Availability", group: "base", field: "availability", values: impact },
  {
    abbr: "SC",
    name: "Subsequent Confidentiality",
    group: "base",
    field: "sConfidentiality",
    values: impact,
  },
  { abbr: "SI", name: "Subsequent Integrity", group: "base", field: "sIntegrity", values: impact },
  { abbr: "SA", name: "Subsequent Availability", group: "base", field: "sAvailability", values: impact },
  {
    abbr: "E",
    name: "Exploit Maturity",
    group: "threat",
    values: { ...notDefined, A: "attacked", P: "proofOfConcept", U: "unreported" },
  },
  { abbr: "CR", name: "Confidentiality Requirement", group: "environmental", values: requirement },
  { abbr: "IR", name: "Integrity Requirement", group: "environmental", values: requirement },
  { abbr: "AR", name: "Availability Requirement", group: "environmental", values: requirement },
  {
    abbr: "MAV",
    name: "Modified Attack Vector",
    group: "environmental",
    values: { ...notDefined, N: "network", A: "adjacent", L: "local", P: "physical" },
  },
  {
    abbr: "MAC",
    name: "Modified Attack Complexity",
    group: "environmental",
    values: { ...notDefined, L: "low", H: "high" },
  },
  {
    abbr: "MAT",
    name: "Modified Attack Requirements",
    group: "environmental",
    values: { ...notDefined, N: "none", P: "present" },
  },
  {
    abbr: "MPR",
    name: "Modified Privileges Required",
    group: "environmental",
    values: { ...notDefined, N: "none", L: "low", H: "high" },
  },
  {
    abbr: "MUI",
    name: "Modified User Interaction",
    group: "environmental",
    values: { ...notDefined, N: "none", P: "passive", A: "active" },
  },
  {
    abbr: "MVC",
    name: "Modified Confidentiality",
    group: "environmental",
    values: { ...notDefined, ...impact },
  },
  { abbr: "MVI", name: "Modified Integrity", group: "environmental", values: { ...notDefined, ...impact } },
  {
    abbr: "MVA",
    name: "Modified Availability",
    group: "environmental",
    values: { ...notDefined, ...impact },
  },
  {
    abbr: "MSC",
    name: "Modified Subsequent Confidentiality",
    group: "environmental",
    values: { ...notDefined, H: "high", L: "low", N: "negligible" },
  },
  { abbr: "MSI", name: "Modified Subsequent Integrity", group: "environmental", values: subsequentModified },
  {
    abbr: "MSA",
    name: "Modified Subsequent Availability",
    group: "environmental",
    values: subsequentModified,
  },
  {
    abbr: "S",
    name: "Safety",
    group: "supplemental",
    values: { ...notDefined, N: "negligible", P: "present" },
  },
  { abbr: "AU", name: "Automatable", group: "supplemental", values: { ...notDefined, N: "no", Y: "yes" } },
  {
    abbr: "R",
    name: "Recovery",
    group: "supplemental",
    values: { ...notDefined, A: "automatic", U: "user", I: "irrecoverable" },
  },
  {
    abbr: "V",
    name: "Value Density",
    group: "supplemental",
    values: { ...notDefined, D: "diffuse", C: "concentrated" },
  },
  {
    abbr: "RE",
    name: "Vulnerability Response Effort",
    group: "supplemental",
    values: { ...notDefined, L: "low", M: "moderate", H: "high" },
  },
  {
    abbr: "U",
    name: "Provider Urgency",
    group: "supplemental",
    values: { ...notDefined, Clear: "clear", Green: "green", Amber: "amber", Red: "red" },
  },
];

/** The metric definitions of a version. */
export const cvssMetricsOf = (version: CvssVersion) => (version === "3.1" ? CVSS31_METRICS : CVSS40_METRICS);

/** Base metrics only: the ones the calculators show and the metric objects hold. */
export const cvssBaseMetricsOf = (version: CvssVersion) =>
  cvssMetricsOf(version).filter((metric) => metric.group === "base");
