import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "../../../test/factories.ts";
import { renderAppAt } from "../../../test/render-app.tsx";

afterEach(() => vi.unstubAllGlobals());

const hrefOf = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole("link", { name }).getAttribute("href");

describe("/about", () => {
  it("says what Bounty is and gives the credits its data and libraries ask for", async () => {
    renderAppAt("/about");
    expect(await screen.findByRole("heading", { name: "About Bounty", level: 1 })).toBeTruthy();
    expect(
      screen.getByText(/^Bounty is an open-source bug bounty and vulnerability disclosure platform/),
    ).toBeTruthy();
    expect(screen.getByText("Bounty is open source under the Apache License 2.0.")).toBeTruthy();

    const credits = screen.getByRole("heading", { name: "Credits" }).parentElement!;
    const [vrt, first, ae] = within(credits).getAllByRole("listitem");
    expect(vrt!.textContent).toContain("Vulnerability taxonomy: Bugcrowd VRT v1.14.1, Apache-2.0");
    expect(hrefOf(vrt!, "repository")).toBe("https://github.com/bugcrowd/vulnerability-rating-taxonomy");
    expect(hrefOf(vrt!, "license text")).toBe(
      "https://github.com/bugcrowd/vulnerability-rating-taxonomy/blob/v1.14.1/LICENSE.md",
    );
    expect(first!.textContent).toContain("CVSS is owned by FIRST and used by permission.");
    expect(hrefOf(first!, /first\.org/)).toBe("https://www.first.org/cvss/");
    expect(ae!.textContent).toContain(
      "CVSS scores computed with ae-cvss-calculator by {metæffekt}, Apache-2.0",
    );
    expect(hrefOf(ae!, "repository")).toBe(
      "https://github.com/org-metaeffekt/metaeffekt-universal-cvss-calculator",
    );
  });

  it("links to both tools, and visitors reach it from the top bar", async () => {
    renderAppAt("/about");
    const main = await screen.findByRole("main");
    expect(hrefOf(main, /^CVSS calculator/)).toBe("/tools/cvss");
    expect(hrefOf(main, /^Vulnerability types/)).toBe("/tools/taxonomy");
    const topBar = screen.getByRole("banner");
    expect(hrefOf(topBar, "About Bounty")).toBe("/about");
  });

  it("renders in the signed-in shell, where the side nav marks it current", async () => {
    renderAppAt("/about", { user: buildUser() });
    expect(await screen.findByRole("heading", { name: "About Bounty", level: 1 })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "About Bounty" }).getAttribute("aria-current")).toBe("page");
  });
});
