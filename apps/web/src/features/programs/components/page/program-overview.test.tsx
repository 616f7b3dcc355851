import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../../lib/i18n.ts";
import { buildUser, mockApi } from "../../../../test/factories.ts";
import { jsonResponse } from "../../../../test/render.tsx";
import { renderAppAt } from "../../../../test/render-app.tsx";
import {
  APPLICATION_ID,
  buildHunterProgram,
  hunterAbilities,
  PROGRAM_ID,
  participationOf,
  programRoutes,
} from "./program-page.fixtures.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage("en");
});
const slow = { timeout: 5000 };

/** The program answers `first` until a write, then `after`. */
function programThatChanges(
  first: ReturnType<typeof buildHunterProgram>,
  after: typeof first,
  abilities = hunterAbilities,
) {
  let current = first;
  return {
    route: { [`GET /api/programs/${first.slug}`]: () => jsonResponse(200, { data: current, abilities }) },
    change: () => {
      current = after;
    },
  };
}

describe("/programs/{slug} overview", () => {
  it("shows the guidelines with their line breaks, the scope and the rewards in yen", async () => {
    renderAppAt("/programs/kiwi");
    mockApi(programRoutes(buildHunterProgram()));
    const guidelines = await screen.findByText(/Be kind\./, {}, slow);
    expect(guidelines.textContent).toBe("Be kind.\nNo denial of service.");
    expect(guidelines.getAttribute("style")).toContain("pre-line");
    const scope = screen.getByRole("region", { name: "Scope" });
    expect(within(scope).getByText("Web Service")).toBeTruthy();
    expect(within(scope).getByText("REST Api")).toBeTruthy();
    expect(within(scope).getByText("https://kiwi.example")).toBeTruthy();
    expect(within(scope).getByText("Any")).toBeTruthy();
    const rewards = screen.getByRole("table", { name: "Rewards by severity" });
    expect(within(rewards).getByText("¥100,000 – ¥300,000")).toBeTruthy();
  });

  it("names the scope's vulnerability types and the specific rewards from the taxonomy, in points", async () => {
    renderAppAt("/programs/kiwi");
    const program = buildHunterProgram({
      creditSystem: "point",
      scopeGroups: [
        {
          id: "s1",
          type: ["spa"],
          identifier: "app.kiwi.example",
          description: "",
          scopes: [{ id: "v1", vrtId: "server_side_injection.sql_injection", criticality: null }],
        },
      ],
      rewards: {
        criticalityRewards: buildHunterProgram().rewards.criticalityRewards,
        vrts: [
          { vrtId: "server_side_injection.sql_injection", criticality: "critical", from: 2000, to: 2000 },
        ],
      },
    });
    mockApi(programRoutes(program));
    const scope = await screen.findByRole("region", { name: "Scope" }, slow);
    expect(within(scope).getByText("Single Page Application")).toBeTruthy();
    expect(within(scope).getByText("Server-Side Injection > SQL Injection")).toBeTruthy();
    const specific = screen.getByRole("table", { name: "Rewards for specific vulnerability types" });
    expect(within(specific).getByText("2,000 points")).toBeTruthy();
  });

  it("shows no rewards for a vdp program", async () => {
    renderAppAt("/programs/kiwi");
    mockApi(programRoutes(buildHunterProgram({ type: "vdp" })));
    await screen.findByRole("region", { name: "Scope" }, slow);
    expect(screen.queryByRole("table", { name: "Rewards by severity" })).toBeNull();
  });

  it("shows the Japanese guidelines to a Japanese reader, else the English ones", async () => {
    await i18n.changeLanguage("ja");
    renderAppAt("/programs/kiwi");
    mockApi(programRoutes(buildHunterProgram()));
    expect(await screen.findByText("親切に。", {}, slow)).toBeTruthy();
    expect(screen.queryByText(/Be kind\./)).toBeNull();
  });

  it("says the details are private to a hunter who has not joined, and lets them apply", async () => {
    const hidden = buildHunterProgram({
      visibility: "application",
      contents: [],
      scopeGroups: [],
      participation: participationOf(),
    });
    const pending = {
      ...hidden,
      participation: participationOf({ application: { id: APPLICATION_ID, state: "pending" } }),
    };
    const world = programThatChanges(hidden, pending, { ...hunterAbilities, apply: true });
    renderAppAt("/programs/kiwi", { user: buildUser() });
    const { bodiesFor } = mockApi({
      ...world.route,
      [`POST /api/programs/${PROGRAM_ID}/requests`]: () => {
        world.change();
        return jsonResponse(201, { data: {} });
      },
    });
    expect(await screen.findByText("This program's details are private", {}, slow)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept the guideline" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Your application is waiting for approval", {}, slow)).toBeTruthy();
    expect(bodiesFor(`POST /api/programs/${PROGRAM_ID}/requests`)).toEqual([{}]);
  });

  it("cancels a pending application after a confirmation", async () => {
    const pending = buildHunterProgram({
      visibility: "application",
      contents: [],
      scopeGroups: [],
      participation: participationOf({ application: { id: APPLICATION_ID, state: "pending" } }),
    });
    const world = programThatChanges(
      pending,
      { ...pending, participation: participationOf() },
      {
        ...hunterAbilities,
        apply: false,
      },
    );
    renderAppAt("/programs/kiwi", { user: buildUser() });
    const cancelUrl = `DELETE /api/programs/${PROGRAM_ID}/requests/${APPLICATION_ID}`;
    const { fetchMock } = mockApi({
      ...world.route,
      [cancelUrl]: () => {
        world.change();
        return new Response(null, { status: 204 });
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel application" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Cancel your application?" });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel application" }));
    await waitFor(
      () => expect(screen.queryByText("Your application is waiting for approval")).toBeNull(),
      slow,
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE").length).toBe(1);
  });

  it("tells an approved hunter they joined", async () => {
    renderAppAt("/programs/kiwi", { user: buildUser() });
    mockApi(
      programRoutes(
        buildHunterProgram({
          visibility: "application",
          participation: participationOf({ application: { id: APPLICATION_ID, state: "approved" } }),
        }),
      ),
    );
    expect(await screen.findByText("You joined this program", {}, slow)).toBeTruthy();
  });

  it("offers visitors a sign-in that comes back to the program", async () => {
    renderAppAt("/programs/kiwi");
    mockApi(programRoutes(buildHunterProgram({ visibility: "application", contents: [], scopeGroups: [] })));
    const panel = await screen.findByRole("region", { name: "Sign in to take part" }, slow);
    expect(within(panel).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      `/signin?redirect=${encodeURIComponent("/programs/kiwi")}`,
    );
  });

  it("asks a hunter to accept the guideline, then shows when they did", async () => {
    const program = buildHunterProgram({ participation: participationOf() });
    const world = programThatChanges(program, {
      ...program,
      participation: participationOf({ guidelineAcceptedAt: "2026-03-04T09:00:00.000Z" }),
    });
    renderAppAt("/programs/kiwi", { user: buildUser() });
    const { bodiesFor } = mockApi({
      ...world.route,
      [`POST /api/programs/${PROGRAM_ID}/guideline`]: () => {
        world.change();
        return jsonResponse(201, { data: {} });
      },
    });
    expect(
      await screen.findByText(
        "You need to accept this program's guideline before you can send it a report.",
        {},
        slow,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept the guideline" }));
    expect(await screen.findByText("You accepted the guideline on Mar 4, 2026.", {}, slow)).toBeTruthy();
    expect(bodiesFor(`POST /api/programs/${PROGRAM_ID}/guideline`)).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Accept the guideline" })).toBeNull();
  });
});
