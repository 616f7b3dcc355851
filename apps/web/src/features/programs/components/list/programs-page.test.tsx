import type { ProgramList } from "@bounty/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../test/factories.ts";
import { jsonResponse } from "../../../../test/render.tsx";
import { renderAppAt } from "../../../../test/render-app.tsx";

afterEach(() => vi.unstubAllGlobals());
const slow = { timeout: 5000 };

const kiwi = {
  id: "6f1c2a52-55a4-4a61-9e0c-3b1c1c7f8b10",
  slug: "kiwi",
  name: "Kiwi Bug Bounty",
  type: "bounty",
  visibility: "application",
  status: "open",
  organization: { id: "0b9f7a0e-7b1e-4f44-8a47-8d2f8f0f5b11", name: "Kiwi Inc.", icon: null },
  newReportsNb: 0,
} satisfies ProgramList["data"][number];

function renderProgramsAt(path: string, list: ProgramList) {
  const view = renderAppAt(path);
  const api = mockApi({ "GET /api/programs": () => jsonResponse(200, list) });
  return { ...view, ...api };
}

describe("/programs", () => {
  it("shows the API's programs as cards linking to their slug", async () => {
    renderProgramsAt("/programs", { data: [kiwi], meta: { total: 1, page: 1, perPage: 200 } });
    const list = await screen.findByRole("region", { name: "Program list" }, slow);
    const card = await within(list).findByRole("link", { name: /Kiwi Bug Bounty/ }, slow);
    expect(card.getAttribute("href")).toBe("/programs/kiwi");
    expect(within(card).getByText("Kiwi Inc.")).toBeTruthy();
    expect(within(card).getByText("Bug Bounty")).toBeTruthy();
    expect(within(card).getByText("Application")).toBeTruthy();
    expect(within(list).getByText("Showing 1 of 1")).toBeTruthy();
  });

  it("sends the URL's filters and says 'No Programs Found' for an empty answer", async () => {
    const { fetchMock } = renderProgramsAt("/programs?type=vdp&s=none", {
      data: [],
      meta: { total: 0, page: 1, perPage: 200 },
    });
    expect(await screen.findByText("No Programs Found", {}, slow)).toBeTruthy();
    const urls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((u) => u.startsWith("/api/programs"));
    expect(urls).toContain("/api/programs?page=1&perPage=200&type=vdp&visibility=all&s=none");
  });
});
