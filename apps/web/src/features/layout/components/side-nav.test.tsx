import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { SideNav } from "./side-nav.tsx";

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
});
