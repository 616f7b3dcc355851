import type { Leaderboard } from "@bounty/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { HallOfFame } from "./hall-of-fame.tsx";
import { LeaderboardPage } from "./leaderboard-page.tsx";

afterEach(() => vi.unstubAllGlobals());

const hunter = (n: number) => ({
  id: `u${n}`,
  displayName: `Hunter ${n}`,
  uniqueName: `hunter${n}`,
  icon: null,
});

describe("HallOfFame", () => {
  it("says the spec's empty text", async () => {
    mockApi({ "GET /api/programs/kiwi/hof": () => jsonResponse(200, { data: { entries: [] } }) });
    renderWithApp(<HallOfFame program="kiwi" />);
    expect(await screen.findByText("No Hall of Fame entries yet!")).toBeTruthy();
  });

  it("lists the hunters in the API's order, linked to their profiles", async () => {
    mockApi({
      "GET /api/programs/kiwi/hof": () => jsonResponse(200, { data: { entries: [hunter(2), hunter(1)] } }),
    });
    renderWithApp(<HallOfFame program="kiwi" />);
    const links = await screen.findAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Hunter 2", "/profiles/hunter2"],
      ["Hunter 1", "/profiles/hunter1"],
    ]);
  });
});

describe("LeaderboardPage", () => {
  const board = (data: Leaderboard["data"]) => () =>
    jsonResponse(200, {
      data,
      meta: { range: { start: "2026-10-29T00:00:00.000Z", end: "2026-11-28T00:00:00.000Z" } },
    });

  it("puts the top three on the podium, the first with the large avatar, and the rest in a list", async () => {
    mockApi({
      "GET /api/leaderboard": board({
        byNbOfReports: [1, 2, 3, 4].map((n) => ({ user: hunter(n), count: 10 - n })),
        byPoints: [{ user: hunter(5), sum: 1200 }],
      }),
    });
    renderWithApp(<LeaderboardPage search={{}} onSearchChange={() => undefined} />);
    const podium = await screen.findByRole("list", { name: "Top three" });
    const places = within(podium).getAllByRole("listitem");
    expect(places.map((p) => p.getAttribute("data-rank"))).toEqual(["1", "2", "3"]);
    expect(within(places[0]!).getByText("9")).toBeTruthy();
    expect(within(places[0]!).getByText("Hunter 1")).toBeTruthy();
    expect(screen.getByText("Hunter 4")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Points" }));
    expect(await screen.findByText("1,200")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Points" })).toBeTruthy();
  });

  it("says the spec's empty text", async () => {
    mockApi({ "GET /api/leaderboard": board({ byNbOfReports: [], byPoints: [] }) });
    renderWithApp(<LeaderboardPage search={{}} onSearchChange={() => undefined} />);
    expect(await screen.findByText("No leaderboards could be found")).toBeTruthy();
  });
});
