import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { adminAbilities, buildOrganization } from "../../../test/organizations.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { renderAppAt } from "../../../test/render-app.tsx";
import { SideNav } from "./side-nav.tsx";

afterEach(() => vi.unstubAllGlobals());
// Page loads fetch lazy route chunks; a busy full test run can take longer than the 1 s default.
const slow = { timeout: 5000 };

const acme = buildOrganization({ name: "Acme" });
const nav = () => screen.getByRole("navigation", { name: "Main navigation" });
const linksOf = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")]);

/** A page of Acme's, whose API answers for the organization and an empty program list (where 'Personal account' leads). */
function renderOrganizationPage(path: string) {
  const view = renderAppAt(path, { user: buildUser() });
  mockApi({
    [`GET /api/organizations/${acme.id}`]: () => jsonResponse(200, { data: acme, abilities: adminAbilities }),
    "GET /api/programs": () => jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 200 } }),
  });
  return view;
}

describe("SideNav", () => {
  it("ends with the tools group: CVSS calculator, vulnerability types and About", async () => {
    renderWithApp(<SideNav />, { path: "/tools/taxonomy" });
    const tools = await screen.findByRole("group", { name: "Tools" });
    const links = within(tools).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["CVSS calculator", "/tools/cvss"],
      ["Vulnerability types", "/tools/taxonomy"],
      ["About Bounty", "/about"],
    ]);
    expect(links[1]!.getAttribute("aria-current")).toBe("page");
    expect(links[0]!.getAttribute("aria-current")).toBeNull();
    // The main entries stay first.
    const all = within(screen.getByRole("navigation", { name: "Main navigation" })).getAllByRole("link");
    expect(all[0]!.textContent).toBe("Reports");
  });

  it("shows an organization's navigation on its pages, under its name, with Settings current", async () => {
    renderOrganizationPage(`/organizations/${acme.id}/settings`);
    const group = await screen.findByRole("group", { name: "Acme" }, slow);
    const base = `/organizations/${acme.id}`;
    expect(linksOf(group)).toEqual([
      ["Dashboard", base, null],
      ["Reports", `${base}/reports`, null],
      ["Programs", `${base}/programs`, null],
      ["Settings", `${base}/settings`, "page"],
      ["Members", `${base}/members`, null],
      // The admin's (the test's abilities): issue 46.
      ["Audit log", `${base}/audit-log`, null],
    ]);
    expect(within(nav()).getByRole("link", { name: "Personal account" }).getAttribute("href")).toBe(
      "/programs",
    );
    expect(within(nav()).queryByRole("link", { name: "Leaderboard" })).toBeNull();
    expect(within(nav()).getByRole("group", { name: "Tools" })).toBeTruthy();
  });

  it("marks Dashboard current on the organization's own address only", async () => {
    renderOrganizationPage(`/organizations/${acme.id}`);
    const group = await screen.findByRole("group", { name: "Acme" }, slow);
    expect(within(group).getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    expect(within(group).getByRole("link", { name: "Settings" }).getAttribute("aria-current")).toBeNull();
  });

  it("goes back to the personal navigation from 'Personal account'", async () => {
    const { router } = renderOrganizationPage(`/organizations/${acme.id}/settings`);
    fireEvent.click(await screen.findByRole("link", { name: "Personal account" }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe("/programs"), slow);
    await waitFor(() =>
      expect(within(nav()).getByRole("link", { name: "Programs" }).getAttribute("aria-current")).toBe("page"),
    );
    expect(within(nav()).queryByRole("group", { name: "Acme" })).toBeNull();
  });
});
