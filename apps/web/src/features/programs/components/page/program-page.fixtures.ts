import {
  DEFAULT_PROGRAM_REWARDS,
  type Program,
  type ProgramAbilities,
  type ProgramParticipation,
  type TestInfoRequest,
} from "@bounty/shared";
import { jsonResponse } from "../../../../test/render.tsx";

// Fixtures for the hunter side of program pages (web tests only).
export const PROGRAM_ID = "6f1c2a52-55a4-4a61-9e0c-3b1c1c7f8b10";
export const ORG_ID = "0b9f7a0e-7b1e-4f44-8a47-8d2f8f0f5b11";
export const APPLICATION_ID = "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";
export const FORM_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

export const hunterAbilities: ProgramAbilities = {
  update: false,
  manageManagers: false,
  delete: false,
  preview: false,
  activate: false,
  manageHunters: false,
  apply: false,
  requestTestInfo: false,
  report: false,
  fund: false,
  readBudget: false,
  subscribe: false,
};

export const memberAbilities: ProgramAbilities = { ...hunterAbilities, preview: true };

export const participationOf = (overrides: Partial<ProgramParticipation> = {}): ProgramParticipation => ({
  application: null,
  guidelineAcceptedAt: null,
  canReport: false,
  ...overrides,
});

export const buildHunterProgram = (overrides: Partial<Program> = {}): Program => ({
  id: PROGRAM_ID,
  slug: "kiwi",
  name: "Kiwi Bug Bounty",
  type: "bounty",
  visibility: "public",
  status: "open",
  organization: { id: ORG_ID, name: "Kiwi Inc.", icon: null },
  newReportsNb: 0,
  creditSystem: "money",
  activated: true,
  firstActivated: "2026-01-01T00:00:00.000Z",
  frozen: false,
  replySpeed: 3 * 86_400,
  cvssVersion: "4.0",
  contents: [
    { language: "en", guidelines: "Be kind.\nNo denial of service." },
    { language: "jp", guidelines: "親切に。" },
  ],
  rewards: DEFAULT_PROGRAM_REWARDS,
  reportTemplate: "",
  allowedCountries: [],
  maxOpenReportsPerHunter: null,
  disclosureAfterDays: 30,
  hideDisclosedAmounts: false,
  targets: { triage: null, reward: null, resolution: null },
  managers: [],
  scopeGroups: [
    {
      id: "s1",
      type: ["domain", "api"],
      identifier: "https://kiwi.example",
      description: "The shop",
      scopes: [],
    },
  ],
  testForms: [{ id: FORM_ID, title: "Test account", description: "A shop account with orders" }],
  checks: null,
  participation: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

/** The API routes of the program page: the program by slug. */
export const programRoutes = (program: Program, abilities: ProgramAbilities = hunterAbilities) => ({
  [`GET /api/programs/${program.slug}`]: () => jsonResponse(200, { data: program, abilities }),
});

export const buildTestInfoRequest = (overrides: Partial<TestInfoRequest> = {}): TestInfoRequest => ({
  id: "41d2c3b4-a5f6-4e7d-8c9b-0a1b2c3d4e5f",
  programTestForm: { id: FORM_ID, title: "Test account", description: "A shop account with orders" },
  status: "idle",
  active: true,
  content: "",
  hunter: { id: "u1", displayName: "Ada", uniqueName: "ada", icon: null },
  messages: [
    {
      id: "m1",
      action: "request",
      body: "I need a seller account.",
      author: { id: "u1", displayName: "Ada", uniqueName: "ada" },
      createdAt: "2026-02-01T10:00:00.000Z",
    },
  ],
  createdAt: "2026-02-01T10:00:00.000Z",
  updatedAt: "2026-02-01T10:00:00.000Z",
  ...overrides,
});
