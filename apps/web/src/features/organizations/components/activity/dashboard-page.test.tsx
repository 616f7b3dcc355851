import type { Activity, OrganizationStats } from "@bounty/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { presetRange, toApiRange } from "../../../../components/forms/date-range.ts";
import { buildUser, mockApi } from "../../../../test/factories.ts";
import { adminAbilities, buildOrganization } from "../../../../test/organizations.ts";
import { jsonResponse } from "../../../../test/render.tsx";
import { renderAppAt, searchOf } from "../../../../test/render-app.tsx";

// Saturday 21 November 2026, 15:30 local time; only Date is faked, so the UI's timers run.
const NOW = new Date(2026, 10, 21, 15, 30);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ORG = "0b6f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const base = `/api/organizations/${ORG}`;
const viewer = buildUser({ id: "u1", displayName: "Ada", uniqueName: "ada" });
const ada = { id: "u1", displayName: "Ada", uniqueName: "ada", icon: null };
const bob = { id: "u2", displayName: "Bob", uniqueName: "bob", icon: null };
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();

const lines: Activity[] = [
  {
    id: "e1",
    type: "org.member.role.changed",
    createdAt: hoursAgo(2),
    actor: ada,
    user: bob,
    program: null,
    report: null,
    info: { from: "member", to: "triage" },
  },
  {
    id: "e2",
    type: "org.member.added",
    createdAt: hoursAgo(26),
    actor: bob,
    user: bob,
    program: null,
    report: null,
    info: { role: "member" },
  },
  {
    id: "e3",
    type: "org.updated",
    createdAt: hoursAgo(24 * 5),
    actor: null,
    user: null,
    program: { id: "p1", slug: "web", name: "Web app" },
    report: { id: "r1", title: "XSS in search", scopeSeverity: "high" },
    info: { fields: ["name", "bio"] },
  },
];

const stats: OrganizationStats = {
  range: { start: "", end: "" },
  activities: 45,
  membersJoined: 3,
  membersLeft: 1,
  reportsSubmitted: 12,
  reportsRewarded: 4,
  rewards: { money: 125000, point: 0 },
};

/** The API for one organization whose feed holds `total` events, `data` on each page. */
const emptyTime = { reached: 0, median: null, p90: null, met: 0, missed: 0 };
const emptyResponseStats = {
  range: { start: "", end: "" },
  timeZone: "UTC",
  reportsReceived: 0,
  byState: { open: 0, accepted: 0, rejected: 0 },
  bySeverity: { critical: 0, high: 0, medium: 0, low: 0, none: 0 },
  rewardsAmount: { money: 0, point: 0 },
  reportsRewarded: 0,
  times: { firstResponse: emptyTime, triage: emptyTime, reward: emptyTime, resolution: emptyTime },
  days: [],
};

function dashboardApi({ data = lines, total = data.length }: { data?: Activity[]; total?: number } = {}) {
  return mockApi({
    [`GET ${base}`]: () =>
      jsonResponse(200, {
        data: buildOrganization({ id: ORG }),
        abilities: adminAbilities,
      }),
    [`GET ${base}/activities`]: () =>
      jsonResponse(200, { data, meta: { total, page: 1, perPage: 20, range: { start: "", end: "" } } }),
    [`GET ${base}/stats`]: () => jsonResponse(200, { data: stats }),
    // A member who staffs no program: the reports section stays away (its own test is the stats view's).
    [`GET ${base}/report-stats`]: () => jsonResponse(200, { data: { ...emptyResponseStats, programs: 0 } }),
  });
}

/** The dashboard as Ada; the API is stubbed right after renderAppAt's own empty stub. */
async function renderDashboard(query = "", api: Parameters<typeof dashboardApi>[0] = {}) {
  const view = renderAppAt(`/organizations/${ORG}${query}`, { user: viewer });
  const stub = dashboardApi(api);
  await screen.findByRole("heading", { level: 1, name: "Acme" });
  return { ...view, ...stub };
}

/** The query strings the page sent to one API path, in order. */
const queriesTo = (fetchMock: ReturnType<typeof mockApi>["fetchMock"], path: string) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.split("?")[0] === `${base}/${path}`)
    .map((url) => new URLSearchParams(url.split("?")[1]));

const feedLines = () => screen.getAllByTestId("activity-line");
const hrefOf = (scope: HTMLElement, name: string) =>
  within(scope).getByRole("link", { name }).getAttribute("href");

describe("/organizations/{id}", () => {
  it("shows the range's counts and a sentence per event, its people and things linked", async () => {
    await renderDashboard();
    expect(screen.getByRole("combobox", { name: "Date range" })).toHaveProperty("value", "Last 30 days");
    const summary = screen.getByRole("region", { name: "Summary" });
    expect(within(summary).getByText("45")).toBeTruthy();
    expect(within(summary).getByText("1 left")).toBeTruthy();
    expect(within(summary).getByText("4 rewarded")).toBeTruthy();
    expect(within(summary).getByText("¥125,000")).toBeTruthy();

    const [changed, joined, updated] = feedLines();
    expect(changed!.textContent).toContain("Ada changed Bob's role from Member to Triage.");
    expect(changed!.textContent).toContain("2 hours ago");
    expect(hrefOf(changed!, "Ada")).toBe("/profiles/ada");
    expect(hrefOf(changed!, "Bob")).toBe("/profiles/bob");
    expect(joined!.textContent).toContain("Bob joined the organization.");
    expect(joined!.textContent).toContain("yesterday");
    expect(updated!.textContent).toContain("Deleted user updated the organization's name and introduction.");
    expect(within(updated!).queryByRole("link", { name: "Deleted user" })).toBeNull();
    expect(hrefOf(updated!, "Web app")).toBe(`/organizations/${ORG}/programs/p1`);
    expect(hrefOf(updated!, "XSS in search")).toBe(`/organizations/${ORG}/reports/r1`);
    expect(updated!.querySelector("time")?.getAttribute("datetime")).toBe(lines[2]!.createdAt);
  });

  it("asks for the last 30 days by default, from local midnight to the midnight after today", async () => {
    const { fetchMock } = await renderDashboard();
    const expected = toApiRange(presetRange("last30", NOW));
    const [feed] = queriesTo(fetchMock, "activities");
    expect(feed!.getAll("range")).toEqual([expected.start, expected.end]);
    expect(feed!.get("page")).toBe("1");
    expect(feed!.get("perPage")).toBe("20");
    expect(queriesTo(fetchMock, "stats")[0]!.getAll("range")).toEqual([expected.start, expected.end]);
  });

  it("reads the range and the page from the URL", async () => {
    const { fetchMock } = await renderDashboard("?range=2026-11-02&range=2026-11-09&page=2", { total: 45 });
    const [feed] = queriesTo(fetchMock, "activities");
    expect(feed!.getAll("range")).toEqual([
      new Date(2026, 10, 2).toISOString(),
      new Date(2026, 10, 10).toISOString(),
    ]);
    expect(feed!.get("page")).toBe("2");
    expect(screen.getByRole("combobox", { name: "Date range" })).toHaveProperty("value", "Custom");
    expect(screen.getByText(/^Nov 2\s–\s9, 2026$/)).toBeTruthy();
  });

  it("falls back to the last 30 days on a range it cannot read", async () => {
    const { fetchMock, router } = await renderDashboard("?range=2026-11-09&range=2026-11-02");
    const expected = toApiRange(presetRange("last30", NOW));
    expect(queriesTo(fetchMock, "activities")[0]!.getAll("range")).toEqual([expected.start, expected.end]);
    expect(searchOf(router).range).toBeUndefined();
    expect(screen.getByRole("combobox", { name: "Date range" })).toHaveProperty("value", "Last 30 days");
  });

  it("pages by total and perPage with five page buttons", async () => {
    const { fetchMock, router } = await renderDashboard("", { total: 201 });
    const pages = screen.getByRole("navigation", { name: "Pages" });
    const numbers = () =>
      within(pages)
        .getAllByRole("button")
        .map((b) => b.textContent)
        .filter((text) => /^\d+$/.test(text ?? ""));
    expect(numbers()).toEqual(["1", "2", "3", "4", "5"]);
    fireEvent.click(within(pages).getByRole("button", { name: "5" }));
    await waitFor(() => expect(searchOf(router).page).toBe(5));
    await waitFor(() => expect(queriesTo(fetchMock, "activities").at(-1)!.get("page")).toBe("5"));
    expect(numbers()).toEqual(["3", "4", "5", "6", "7"]);
    // 201 events at 20 a page make 11 pages.
    fireEvent.click(within(pages).getByRole("button", { name: "Last page" }));
    await waitFor(() => expect(searchOf(router).page).toBe(11));
    await waitFor(() => expect(numbers()).toEqual(["7", "8", "9", "10", "11"]));
  });

  it("starts a new range on its first page", async () => {
    const { router, fetchMock } = await renderDashboard("?page=3", { total: 60 });
    fireEvent.click(screen.getByRole("combobox", { name: "Date range" }));
    fireEvent.click(await screen.findByRole("option", { name: "Last 7 days", hidden: true }));
    await waitFor(() => expect(searchOf(router).range).toEqual(["2026-11-15", "2026-11-21"]));
    // Page 1 is the default, so the URL leaves it out; the range is a repeated key, as the spec writes it.
    expect(searchOf(router)).not.toHaveProperty("page");
    expect(router.state.location.searchStr).toBe("?range=2026-11-15&range=2026-11-21");
    const last = queriesTo(fetchMock, "activities").at(-1)!;
    expect(last.get("page")).toBe("1");
    expect(last.getAll("range")[0]).toBe(new Date(2026, 10, 15).toISOString());
  });

  it("goes back to the plain URL for the last 30 days", async () => {
    const { router } = await renderDashboard("?range=2026-11-15&range=2026-11-21");
    expect(screen.getByRole("combobox", { name: "Date range" })).toHaveProperty("value", "Last 7 days");
    fireEvent.click(screen.getByRole("combobox", { name: "Date range" }));
    fireEvent.click(await screen.findByRole("option", { name: "Last 30 days", hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("says so when nothing happened in the range", async () => {
    await renderDashboard("", { data: [], total: 0 });
    expect(await screen.findByText("No Activities Found")).toBeTruthy();
    expect(
      screen.getByText("Nothing happened in this date range. Pick a longer range to see earlier activity."),
    ).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  it("keeps the page when one section fails, and offers to try that section again", async () => {
    const view = renderAppAt(`/organizations/${ORG}`, { user: viewer });
    let statsUp = false;
    const { fetchMock } = dashboardApi();
    const routes = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input).includes("/stats") && !statsUp
        ? Promise.resolve(
            jsonResponse(500, { error: { code: "internal", message: "Something went wrong on our side." } }),
          )
        : routes(input, init),
    );
    await screen.findByRole("heading", { level: 1, name: "Acme" });
    expect(await screen.findByText("This section could not be loaded.")).toBeTruthy();
    expect(feedLines()).toHaveLength(3);
    statsUp = true;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Summary" })).toBeTruthy();
    expect(screen.queryByText("This section could not be loaded.")).toBeNull();
    view.unmount();
  });
});
