import {
  DEFAULT_PROGRAM_REWARDS,
  type Program,
  type ProgramAbilities,
  type ProgramChecks,
  type ProgramSummary,
} from "@bounty/shared";

/** Test data for the organization's program pages (list, layout and home). */
export const ORG_ID = "0b6f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
export const PROGRAM_ID = "6f1c2a52-55a4-4a61-9e0c-3b1c1c7f8b10";

export const buildProgramSummary = (overrides: Partial<ProgramSummary> = {}): ProgramSummary => ({
  id: PROGRAM_ID,
  slug: "acme-web",
  name: "Acme Web",
  type: "bounty",
  visibility: "public",
  status: "notStarted",
  organization: { id: ORG_ID, name: "Acme", icon: null },
  newReportsNb: 0,
  ...overrides,
});

export const incompleteChecks = (type: Program["type"]): ProgramChecks => ({
  basic: true,
  guideline: false,
  severity: type === "vdp" ? null : true,
  scope: false,
  reportTemplate: false,
  budget: type === "bounty" ? false : null,
  startable: false,
});

export const completeChecks = (type: Program["type"]): ProgramChecks => ({
  basic: true,
  guideline: true,
  severity: type === "vdp" ? null : true,
  scope: true,
  reportTemplate: true,
  budget: type === "bounty" ? true : null,
  startable: true,
});

export const buildOrgProgram = (overrides: Partial<Program> = {}): Program => {
  const type = overrides.type ?? "bounty";
  return {
    ...buildProgramSummary({ type }),
    creditSystem: "money",
    activated: false,
    firstActivated: null,
    frozen: false,
    replySpeed: 86_400,
    cvssVersion: "3.1",
    contents: [],
    rewards: DEFAULT_PROGRAM_REWARDS,
    reportTemplate: "",
    allowedCountries: [],
    maxOpenReportsPerHunter: null,
    disclosureAfterDays: 30,
    hideDisclosedAmounts: false,
    targets: { triage: null, reward: null, resolution: null },
    managers: [],
    scopeGroups: [],
    testForms: [],
    checks: incompleteChecks(type),
    participation: null,
    createdAt: "2025-03-01T00:00:00.000Z",
    updatedAt: "2025-03-01T00:00:00.000Z",
    ...overrides,
  };
};

export const staffAbilities: ProgramAbilities = {
  update: true,
  manageManagers: true,
  delete: true,
  preview: true,
  activate: true,
  manageHunters: true,
  apply: false,
  requestTestInfo: false,
  report: false,
  fund: true,
  readBudget: true,
  subscribe: true,
};

export const readerAbilities: ProgramAbilities = {
  ...staffAbilities,
  update: false,
  manageManagers: false,
  delete: false,
  activate: false,
  manageHunters: false,
  fund: false,
};
