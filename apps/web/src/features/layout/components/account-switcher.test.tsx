import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { adminAbilities, buildOrganization } from "../../../test/organizations.ts";
import { jsonResponse } from "../../../test/render.tsx";
import { renderAppAt } from "../../../test/render-app.tsx";

afterEach(() => vi.unstubAllGlobals());
// Page loads fetch lazy route chunks; a busy full test run can take longer than the 1 s default.
const slow = { timeout: 5000 };

const acme = buildOrganization({ name: "Acme", icon: "/api/organizations/acme-icon" });
const globex = buildOrganization({ id: "5d1c9a7e-1f2b-4c3d-9e8f-7a6b5c4d3e2f", name: "Globex" });

function renderAt(path: string, organizations = [acme, globex]) {
  const view = renderAppAt(path, { user: buildUser({ displayName: "Ada", uniqueName: "ada" }) });
  const api = mockApi({
    "GET /api/organizations": () =>
      jsonResponse(200, {
        data: organizations,
        meta: { total: organizations.length, page: 1, perPage: 200 },
      }),
    [`GET /api/organizations/${acme.id}`]: () => jsonResponse(200, { data: acme, abilities: adminAbilities }),
  });
  return { ...view, ...api };
}

// Popover hides a dropdown whose target it thinks detached; happy-dom lays nothing out, so the
// shell's menu counts as hidden here (MantineProvider's env="test" would say otherwise).
const hidden = true;

const openMenu = async () => {
  fireEvent.click(await screen.findByRole("button", { name: /Switch account/ }, slow));
  await screen.findByRole("menuitem", { name: "Your profile", hidden });
};

describe("AccountSwitcher", () => {
  it("lists the profile, Settings, the user's organizations, 'Add Organization' and 'Sign Out'", async () => {
    const { fetchMock } = renderAt("/about");
    await openMenu();
    await screen.findByRole("menuitem", { name: /Globex/, hidden }, slow);
    const items = screen.getAllByRole("menuitem", { hidden });
    const labelOf = (item: HTMLElement) => item.querySelector("[data-menu-item-label]")?.textContent;
    expect(items.map((item) => [labelOf(item), item.getAttribute("href")])).toEqual([
      ["Your profile", "/profiles/ada"],
      ["Settings", null],
      ["Acme", `/organizations/${acme.id}`],
      ["Globex", `/organizations/${globex.id}`],
      ["Add Organization", "/organizations/new"],
      ["Sign Out", null],
    ]);
    expect(within(items[2]!).getByRole("img", { name: "Acme", hidden }).getAttribute("src")).toBe(acme.icon);
    // No organization page is open, so none is marked current.
    expect(items.filter((item) => item.getAttribute("aria-current"))).toEqual([]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      "/api/organizations?isMember=true&perPage=200",
    );
  });

  it("marks the organization whose pages are open", async () => {
    renderAt(`/organizations/${acme.id}/settings`);
    await screen.findByRole("heading", { name: "Settings", level: 1 }, slow);
    await openMenu();
    const current = await screen.findByRole("menuitem", { name: /Acme/, hidden }, slow);
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("menuitem", { name: /Globex/, hidden }).getAttribute("aria-current")).toBeNull();
  });

  it("shows no organizations heading to someone without one", async () => {
    const { fetchMock } = renderAt("/about", []);
    await openMenu();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/organizations?isMember=true&perPage=200",
        expect.anything(),
      ),
    );
    expect(screen.getByRole("menuitem", { name: "Add Organization", hidden })).toBeTruthy();
    expect(screen.queryByText("Organizations")).toBeNull();
    expect(screen.getAllByRole("menuitem", { hidden }).map((item) => item.textContent)).toEqual([
      "Your profile",
      "Settings",
      "Add Organization",
      "Sign Out",
    ]);
  });
});
