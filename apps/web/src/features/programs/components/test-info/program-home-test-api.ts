import type { ActivationRequest, Program, ProgramAbilities, ProgramBalance } from "@bounty/shared";
import { buildUser, mockApi } from "../../../../test/factories.ts";
import { adminAbilities, buildOrganization } from "../../../../test/organizations.ts";
import { jsonResponse } from "../../../../test/render.tsx";
import { renderAppAt } from "../../../../test/render-app.tsx";
import { ORG_ID, PROGRAM_ID, staffAbilities } from "../settings/program-home-test-fixtures.ts";

export const programPath = `/api/programs/${PROGRAM_ID}`;
export const homePath = `/organizations/${ORG_ID}/programs/${PROGRAM_ID}`;

interface ProgramWorld {
  program: Program;
  abilities?: ProgramAbilities;
  balance?: ProgramBalance;
  activationRequest?: ActivationRequest | null;
  /** Answers to POST scopes_groups, e.g. a 409 for a taken identifier. */
  scopeAnswer?: () => Response;
}

/**
 * The organization program home at `query`, with an API that keeps the program's state: PUTs
 * merge into it (checks stay as given), as the server would answer.
 */
export function renderProgramHome(world: ProgramWorld, query = "") {
  let program = world.program;
  let request = world.activationRequest ?? null;
  let balance = world.balance ?? { budget: 0, budgetSpent: 0 };
  const view = renderAppAt(`${homePath}${query}`, { user: buildUser() });
  const answer = () => jsonResponse(200, { data: program, abilities: world.abilities ?? staffAbilities });
  const api = mockApi({
    [`GET /api/organizations/${ORG_ID}`]: () =>
      jsonResponse(200, {
        data: buildOrganization({ id: ORG_ID, bountyApproved: true }),
        abilities: adminAbilities,
      }),
    [`GET ${programPath}`]: answer,
    [`PUT ${programPath}`]: (body) => {
      const change = body as Partial<Program> & { activated?: boolean };
      program = {
        ...program,
        ...change,
        ...(change.activated ? { status: "open" as const } : {}),
        updatedAt: new Date().toISOString(),
      };
      return answer();
    },
    [`DELETE ${programPath}`]: () => jsonResponse(200, { data: { ok: true } }),
    [`GET ${programPath}/balance`]: () => jsonResponse(200, { data: balance }),
    [`PUT ${programPath}/balance`]: (body) => {
      balance = { ...balance, budget: (body as ProgramBalance).budget };
      return jsonResponse(200, { data: balance });
    },
    [`GET ${programPath}/activation_request`]: () => jsonResponse(200, { data: request }),
    [`POST ${programPath}/activation_request`]: () => {
      request = {
        id: "r1",
        status: "pending",
        reason: "",
        createdAt: "2025-03-02T00:00:00.000Z",
        decidedAt: null,
      };
      return jsonResponse(201, { data: request });
    },
    [`DELETE ${programPath}/activation_request`]: () => {
      request = request && { ...request, status: "cancelled" };
      return jsonResponse(200, { data: request });
    },
    [`POST ${programPath}/scopes_groups`]:
      world.scopeAnswer ?? (() => jsonResponse(201, { data: { id: "g1" } })),
    [`PUT ${programPath}/scopes_groups/g1`]: () => jsonResponse(200, { data: { id: "g1" } }),
    [`DELETE ${programPath}/scopes_groups/g1`]: () => jsonResponse(200, { data: { ok: true } }),
    "GET /api/programs": () => jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 200 } }),
  });
  /** The non-GET calls made to the program, in order. */
  const changes = () =>
    api.fetchMock.mock.calls
      .map(([url, init]) => `${init?.method ?? "GET"} ${String(url).split("?")[0]}`)
      .filter((call) => !call.startsWith("GET") && call.includes(programPath));
  const headersOf = (key: string) =>
    api.fetchMock.mock.calls
      .filter(([url, init]) => `${init?.method ?? "GET"} ${String(url).split("?")[0]}` === key)
      .map(([, init]) => init?.headers as Record<string, string>);
  return { ...view, ...api, changes, headersOf };
}
