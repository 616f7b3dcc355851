import type { ScopeGroup } from "@bounty/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../../test/render.tsx";
import { ProgramOverviewScope } from "./program-overview-scope.tsx";

const groups: ScopeGroup[] = [
  {
    id: "s1",
    type: ["domain"],
    identifier: "https://members.journey.test/account?tab=orders",
    description: "The members' area.",
    scopes: [],
  },
];

/** happy-dom lays nothing out: the scope's column reports `width` to its ResizeObserver. */
function stubColumnWidth(width: number) {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const contentRect = { x: 0, y: 0, top: 0, left: 0, bottom: 600, right: width, width, height: 600 };
        this.callback([{ target, contentRect } as unknown as ResizeObserverEntry], this as never);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("program overview scope", () => {
  it("lets a URL target break only after :// and before its separators, never inside a word", async () => {
    stubColumnWidth(600);
    renderWithApp(<ProgramOverviewScope scopeGroups={groups} />);
    const table = await screen.findByRole("table");
    const target = within(table).getByText("https://members.journey.test/account?tab=orders");
    // Each break opportunity is a <wbr>; the text between them is what may not be split.
    const pieces = target.innerHTML.split("<wbr>");
    expect(pieces).toEqual(["https://", "members", ".journey", ".test", "/account", "?tab", "=orders"]);
    expect(target.style.overflowWrap).toBe("break-word");
    // The categories sit above the target, in its cell: no column of their own to squeeze it.
    expect(target.closest("td")?.textContent).toContain("Web Service");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Target", "Description", "Vulnerability types"]);
    expect(within(table).getByRole("columnheader", { name: "Target" }).getAttribute("style")).toContain(
      "45%",
    );
  });

  it("shows each group as a card in a column too narrow for the table, with nothing to scroll sideways", async () => {
    stubColumnWidth(320);
    renderWithApp(<ProgramOverviewScope scopeGroups={groups} />);
    const list = await screen.findByRole("list", { name: "Scope" });
    expect(screen.queryByRole("table")).toBeNull();
    const card = within(list).getByRole("listitem");
    for (const label of ["Target", "Category", "Description", "Vulnerability types"]) {
      expect(within(card).getByText(label)).toBeTruthy();
    }
    expect(within(card).getByText("https://members.journey.test/account?tab=orders")).toBeTruthy();
    expect(within(card).getByText("Web Service")).toBeTruthy();
    expect(within(card).getByText("Any")).toBeTruthy();
  });
});
