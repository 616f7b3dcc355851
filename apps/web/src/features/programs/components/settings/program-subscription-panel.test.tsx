import type { Program, ProgramAbilities, ProgramSubscription } from "@bounty/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../../../test/render.tsx";
import {
  adminProgramAbilities,
  buildProgram,
  managerProgramAbilities,
  mockProgramApi,
  PROGRAM,
  restoreMocks,
} from "./program-settings.fixtures.ts";
import { ProgramSettingsPage } from "./program-settings-page.tsx";
import { checkout } from "./program-subscription-panel.tsx";

afterEach(restoreMocks);
const slow = { timeout: 5000 };
const path = `/api/programs/${PROGRAM}/subscription`;
const CHECKOUT = `https://pay.example.com/b/test?client_reference_id=sub-2`;

const config = (subscriptions: boolean) => () =>
  jsonResponse(200, {
    data: {
      providers: { github: false, google: false },
      chatWidget: null,
      chatWebhookBaseUrl: "https://hooks.slack.com/",
      demoRequestUrl: null,
      subscriptions,
    },
  });

function renderTab(
  program: Program,
  {
    abilities = adminProgramAbilities,
    subscriptions = true,
    current = null as ProgramSubscription | null,
  } = {},
) {
  const api = mockProgramApi(program, abilities, {
    "GET /api/config": config(subscriptions),
    [`GET ${path}`]: () =>
      current
        ? jsonResponse(200, { data: current })
        : jsonResponse(404, { error: { code: "not_found", message: "The program has no subscription." } }),
    [`POST ${path}`]: (body) =>
      jsonResponse(201, {
        data: {
          id: "sub-2",
          currency: (body as { currency: string }).currency,
          status: "pending",
          currentPeriodEnd: null,
          url: CHECKOUT,
        },
      }),
  });
  renderWithApp(
    <ProgramSettingsPage
      programId={PROGRAM}
      search={{ section: "subscription", search: "" }}
      onSearchChange={() => undefined}
    />,
  );
  return api;
}

describe("program settings, Subscription", () => {
  it("is a tab of vdp programs only; others show General", async () => {
    renderTab(buildProgram({ type: "bounty" }));
    expect(await screen.findByRole("tab", { name: "General" }, slow)).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Subscription" })).toBeNull();
    expect(screen.getByRole("tab", { name: "General" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows the plans and subscribes in the chosen currency, then goes to the checkout", async () => {
    const go = vi.spyOn(checkout, "go").mockImplementation(() => undefined);
    const { bodiesFor } = renderTab(buildProgram());
    expect(await screen.findByRole("tab", { name: "Subscription", selected: true }, slow)).toBeTruthy();
    expect(
      await screen.findByText("Free plan: up to 4 invited hunters plus the admin.", {}, slow),
    ).toBeTruthy();
    expect(screen.getByText(/2,980 yen or 29 dollars per month/)).toBeTruthy();
    expect(
      await screen.findByText("No subscription: the program is on the free plan.", {}, slow),
    ).toBeTruthy();
    fireEvent.click(await screen.findByText("2,980 yen", {}, slow));
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(bodiesFor(`POST ${path}`)).toEqual([{ currency: "jpy" }]));
    await waitFor(() => expect(go).toHaveBeenCalledWith(CHECKOUT));
  });

  it("offers the pending subscription's checkout, and an active one's end", async () => {
    renderTab(buildProgram(), {
      current: { id: "sub-1", currency: "usd", status: "pending", currentPeriodEnd: null, url: CHECKOUT },
    });
    const link = await screen.findByRole("link", { name: /Continue to payment/ }, slow);
    expect(link.getAttribute("href")).toBe(CHECKOUT);
  });

  it("says when the subscription is active and offers no new one", async () => {
    renderTab(buildProgram(), {
      current: {
        id: "sub-1",
        currency: "usd",
        status: "active",
        currentPeriodEnd: "2999-01-31T00:00:00.000Z",
        url: null,
      },
    });
    expect(await screen.findByText(/^Active until .*2999/, {}, slow)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Subscribe" })).toBeNull();
  });

  it("says subscriptions are unavailable and offers nothing to click", async () => {
    renderTab(buildProgram(), { subscriptions: false });
    expect(
      await screen.findByText("Subscriptions are not available in this installation.", {}, slow),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Subscribe" })).toBeNull();
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("lets managers read it but only the admin subscribe", async () => {
    renderTab(buildProgram(), { abilities: managerProgramAbilities as ProgramAbilities });
    expect(await screen.findByText("Only the admin can subscribe.", {}, slow)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Subscribe" })).toBeNull();
  });
});
