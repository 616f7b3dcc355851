import type { Application, Program, ProgramAbilities, TestInfoRequest } from "@bounty/shared";
import { DEFAULT_PROGRAM_REWARDS } from "@bounty/shared";
import { vi } from "vitest";
import { buildUser, mockApi } from "../../../../test/factories.ts";
import { adminAbilities, buildOrganization } from "../../../../test/organizations.ts";
import { jsonResponse } from "../../../../test/render.tsx";

/** Fixtures for the program settings and test pages' tests (the organization's side of one program). */
export const ORG = "0b6f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
export const PROGRAM = "6f1c2a52-55a4-4a61-9e0c-3b1c1c7f8b10";
export const programBase = `/organizations/${ORG}/programs/${PROGRAM}`;
export const ada = buildUser({ id: "u1", displayName: "Ada", uniqueName: "ada" });

export const buildProgram = (overrides: Partial<Program> = {}): Program => ({
  id: PROGRAM,
  slug: "kiwi",
  name: "Kiwi",
  type: "vdp",
  visibility: "application",
  status: "notStarted",
  organization: { id: ORG, name: "Acme", icon: null },
  newReportsNb: 0,
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
  checks: null,
  participation: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  ...overrides,
});

export const adminProgramAbilities: ProgramAbilities = {
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

export const managerProgramAbilities: ProgramAbilities = {
  ...adminProgramAbilities,
  manageManagers: false,
  delete: false,
  fund: false,
  subscribe: false,
};

export const readOnlyProgramAbilities: ProgramAbilities = {
  ...managerProgramAbilities,
  update: false,
  activate: false,
  manageHunters: false,
};

export const buildApplication = (id: string, name: string, state: Application["state"]): Application => ({
  id,
  state,
  viaInvite: false,
  program: { id: PROGRAM, slug: "kiwi", name: "Kiwi" },
  hunter: {
    id: `hunter-${id}`,
    displayName: name,
    icon: null,
    uniqueName: name.toLowerCase(),
    submittedCount: 3,
    rewardedCount: 1,
  },
  createdAt: "2025-02-01T00:00:00.000Z",
  updatedAt: "2025-02-01T00:00:00.000Z",
});

export const buildTestInfo = (id: string, status: TestInfoRequest["status"]): TestInfoRequest => ({
  id,
  programTestForm: { id: "f1", title: "Test account", description: "" },
  status,
  active: status === "idle" || status === "accepted",
  content: "",
  hunter: { id: `hunter-${id}`, displayName: `Hunter ${id}`, uniqueName: `hunter-${id}`, icon: null },
  messages: [
    {
      id: `m-${id}`,
      action: "request",
      body: "Please give me an account.",
      author: { id: `hunter-${id}`, displayName: `Hunter ${id}`, uniqueName: `hunter-${id}` },
      createdAt: "2025-02-01T00:00:00.000Z",
    },
  ],
  createdAt: "2025-02-01T00:00:00.000Z",
  updatedAt: "2025-02-01T00:00:00.000Z",
});

type Handler = (body: unknown) => Response;

/** The organization and program reads the layout needs, plus the page's own routes. */
export function mockProgramApi(
  program: Program,
  abilities: ProgramAbilities,
  routes: Record<string, Handler> = {},
) {
  const api = mockApi({
    [`GET /api/organizations/${ORG}`]: () =>
      jsonResponse(200, { data: buildOrganization({ id: ORG }), abilities: adminAbilities }),
    [`GET /api/programs/${PROGRAM}`]: () => jsonResponse(200, { data: program, abilities }),
    ...routes,
  });
  /** The non-GET calls, "METHOD /api/path", in order. */
  const writes = () =>
    api.fetchMock.mock.calls
      .map(([url, init]) => `${init?.method ?? "GET"} ${String(url).split("?")[0]}`)
      .filter((call) => !call.startsWith("GET"));
  /** The URLs (with query) of GET calls to a path. */
  const reads = (path: string) =>
    api.fetchMock.mock.calls
      .filter(([url, init]) => (init?.method ?? "GET") === "GET" && String(url).split("?")[0] === path)
      .map(([url]) => String(url));
  return { ...api, writes, reads };
}

export const ok = (data: unknown) => () => jsonResponse(200, { data });

export const restoreMocks = () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
};
