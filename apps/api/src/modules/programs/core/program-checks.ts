import type { ProgramChecks, ProgramType } from "@bounty/shared";

export interface ChecksInput {
  type: ProgramType;
  name: string;
  contents: { guidelines: string }[];
  rewards: { criticalityRewards: Record<string, { from: number; to: number }> };
  reportTemplate: string;
  scopeGroupsCount: number;
  budget: number;
}

const hasText = (s: string) => s.trim().length > 0;

/**
 * The program home's checks (spec §2) and whether Start is allowed (spec §4): basic, guideline,
 * scope and report template, plus severity for non-vdp. The budget tab (bounty only) is shown
 * with a check but does not hold Start back.
 */
export function programChecksOf(p: ChecksInput): ProgramChecks {
  const basic = hasText(p.name);
  const guideline = p.contents.some((c) => hasText(c.guidelines));
  const severity =
    p.type === "vdp" ? null : Object.values(p.rewards.criticalityRewards).some((r) => r.to > 0);
  const scope = p.scopeGroupsCount > 0;
  const reportTemplate = hasText(p.reportTemplate);
  const budget = p.type === "bounty" ? p.budget > 0 : null;
  return {
    basic,
    guideline,
    severity,
    scope,
    reportTemplate,
    budget,
    startable: basic && guideline && scope && reportTemplate && severity !== false,
  };
}
