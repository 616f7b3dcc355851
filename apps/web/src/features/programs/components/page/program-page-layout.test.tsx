import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../../test/factories.ts";
import { jsonResponse } from "../../../../test/render.tsx";
import { renderAppAt } from "../../../../test/render-app.tsx";
import {
  buildHunterProgram,
  memberAbilities,
  ORG_ID,
  PROGRAM_ID,
  programRoutes,
} from "./program-page.fixtures.ts";

afterEach(() => vi.unstubAllGlobals());
const slow = { timeout: 5000 };

describe("/programs/{slug} layout", () => {
  it("is the not-found page for a program the API hides (404)", async () => {
    renderAppAt("/programs/secret", { user: buildUser() });
    expect(await screen.findByText("This page does not exist", {}, slow)).toBeTruthy();
  });

  it("shows the header: organization, name, badges, reply time and tab links", async () => {
    renderAppAt("/programs/kiwi");
    mockApi(programRoutes(buildHunterProgram()));
    const title = await screen.findByRole("heading", { level: 1, name: "Kiwi Bug Bounty" }, slow);
    const header = within(title.parentElement as HTMLElement);
    expect(header.getByText("Kiwi Inc.")).toBeTruthy();
    expect(header.getByText("Bug Bounty")).toBeTruthy();
    expect(header.getByText("Public")).toBeTruthy();
    expect(header.getByText("Open")).toBeTruthy();
    expect(header.getByText("Replies within 3 business days")).toBeTruthy();
    const tabs = screen.getByRole("navigation", { name: "Program sections" });
    const hrefs = within(tabs)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(hrefs).toEqual([
      ["Overview", "/programs/kiwi"],
      ["Activity", "/programs/kiwi/activity"],
      ["Disclosed", "/programs/kiwi/disclosures"],
      ["Hall of Fame", "/programs/kiwi/hof"],
    ]);
    expect(within(tabs).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");
    // Visitors see no preview banner.
    expect(screen.queryByText(/You are previewing this program/)).toBeNull();
  });

  it("shows members the preview banner with a link to manage the program", async () => {
    renderAppAt("/programs/kiwi", { user: buildUser() });
    mockApi(programRoutes(buildHunterProgram({ status: "notStarted" }), memberAbilities));
    expect(
      await screen.findByText(/You are previewing this program as a member of Kiwi Inc\./, {}, slow),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Manage this program" }).getAttribute("href")).toBe(
      `/organizations/${ORG_ID}/programs/${PROGRAM_ID}`,
    );
    expect(screen.getByText("This program is not started")).toBeTruthy();
  });

  it("says a suspended program accepts no new reports", async () => {
    renderAppAt("/programs/kiwi");
    mockApi(programRoutes(buildHunterProgram({ status: "suspended" })));
    expect(await screen.findByText("This program is suspended", {}, slow)).toBeTruthy();
    expect(screen.getByText(/It accepts no new reports for now/)).toBeTruthy();
  });

  it.each([
    ["activity", "No Activities Found"],
    ["disclosures", "No disclosed reports yet"],
    ["hof", "No Hall of Fame entries yet!"],
  ])("shows the %s tab's empty state under the program header", async (tab, text) => {
    renderAppAt(`/programs/kiwi/${tab}`);
    const program = buildHunterProgram();
    mockApi({
      ...programRoutes(program),
      [`GET /api/programs/${program.id}/disclosures`]: () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 20 } }),
      [`GET /api/programs/${program.slug}/activities`]: () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 20 } }),
      [`GET /api/programs/${program.slug}/hof`]: () => jsonResponse(200, { data: { entries: [] } }),
    });
    expect(await screen.findByText(text, {}, slow)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Kiwi Bug Bounty" })).toBeTruthy();
  });
});
