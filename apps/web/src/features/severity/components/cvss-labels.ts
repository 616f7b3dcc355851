import type { CvssVersion } from "@bounty/shared";
import { useTranslation } from "react-i18next";

/** A titled group of base metrics, by vector abbreviation, as FIRST's calculators lay them out. */
export interface CvssMetricSection {
  key: string;
  title: string;
  abbrs: readonly string[];
}

/**
 * Translated names for the calculators. Keys are literal so the i18n test sees them. Words that several
 * metrics share but translate differently (IPA writes PR "None" as 不要, an impact "None" as なし) carry
 * their context in the key, e.g. "None (privileges)"; en.json maps those back to the plain word.
 */
export function useCvssLabels() {
  const { t } = useTranslation();

  // By metric-object field; the v4.0 subsequent-system impacts share the plain names under their own section.
  const confidentiality = t("Confidentiality");
  const integrity = t("Integrity");
  const availability = t("Availability");
  const metricNames: Record<string, string> = {
    attackVector: t("Attack Vector"),
    attackComplexity: t("Attack Complexity"),
    attackRequirements: t("Attack Requirements"),
    privilegesRequired: t("Privileges Required"),
    userInteraction: t("User Interaction"),
    scope: t("Scope"),
    confidentiality,
    integrity,
    availability,
    sConfidentiality: confidentiality,
    sIntegrity: integrity,
    sAvailability: availability,
  };

  const impact = { none: t("None (impact)"), low: t("Low (impact)"), high: t("High (impact)") };
  const valueNames: Record<string, Record<string, string>> = {
    attackVector: {
      network: t("Network"),
      adjacent: t("Adjacent"),
      local: t("Local"),
      physical: t("Physical"),
    },
    attackComplexity: { low: t("Low (complexity)"), high: t("High (complexity)") },
    attackRequirements: { none: t("None (requirements)"), present: t("Present") },
    privilegesRequired: {
      none: t("None (privileges)"),
      low: t("Low (privileges)"),
      high: t("High (privileges)"),
    },
    userInteraction: {
      none: t("None (interaction)"),
      required: t("Required"),
      passive: t("Passive"),
      active: t("Active"),
    },
    scope: { unchanged: t("Unchanged"), changed: t("Changed") },
    confidentiality: impact,
    integrity: impact,
    availability: impact,
    sConfidentiality: impact,
    sIntegrity: impact,
    sAvailability: impact,
  };

  const exploitability = t("Exploitability");
  const sections: Record<CvssVersion, CvssMetricSection[]> = {
    "3.1": [
      { key: "exploitability", title: exploitability, abbrs: ["AV", "AC", "PR", "UI"] },
      { key: "scope", title: t("Scope"), abbrs: ["S"] },
      { key: "impact", title: t("Impact"), abbrs: ["C", "I", "A"] },
    ],
    "4.0": [
      { key: "exploitability", title: exploitability, abbrs: ["AV", "AC", "AT", "PR", "UI"] },
      { key: "vulnerable", title: t("Vulnerable system"), abbrs: ["VC", "VI", "VA"] },
      { key: "subsequent", title: t("Subsequent system"), abbrs: ["SC", "SI", "SA"] },
    ],
  };

  return { metricNames, valueNames, sections };
}
