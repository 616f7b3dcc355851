import type { Application, Program } from "@bounty/shared";
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readSearch } from "../../../../lib/search-readers.ts";
import { jsonResponse, renderWithApp } from "../../../../test/render.tsx";
import { renderAppAt, searchOf } from "../../../../test/render-app.tsx";
import {
  type ProgramSettingsSearch,
  ProgramSettingsSearch as SearchSchema,
} from "../../api/program-settings-search.ts";
import {
  ada,
  adminProgramAbilities,
  buildApplication,
  buildProgram,
  mockProgramApi,
  ok,
  PROGRAM,
  programBase,
  restoreMocks,
} from "../settings/program-settings.fixtures.ts";
import { ProgramSettingsPage } from "../settings/program-settings-page.tsx";

afterEach(restoreMocks);
const slow = { timeout: 5000 };

const approved = buildApplication("a1", "Grace", "approved");
const pending = buildApplication("a2", "Linus", "pending");

function renderHunterList(search: ProgramSettingsSearch, program: Program = buildProgram()) {
  const lists: Record<string, Application[]> = { approved: [approved], pending: [pending] };
  const api = mockProgramApi(program, adminProgramAbilities, {
    "GET /api/applications": () => jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 300 } }),
    "PUT /api/applications/a2": ok({ ...pending, state: "approved" }),
    "DELETE /api/applications/a1": ok({ ok: true }),
    "DELETE /api/applications/a2": ok({ ok: true }),
    "POST /api/applications": () =>
      jsonResponse(409, {
        error: { code: "conflict", message: "The free plan admits 4 invited hunters per program." },
      }),
  });
  // The list answers by the state asked for, as the API filters.
  api.fetchMock.mockImplementation(
    ((original) => (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      if ((init?.method ?? "GET") === "GET" && url.pathname === "/api/applications") {
        const data = lists[url.searchParams.get("state") ?? ""] ?? [];
        return Promise.resolve(
          jsonResponse(200, { data, meta: { total: data.length, page: 1, perPage: 300 } }),
        );
      }
      return original(input, init);
    })(api.fetchMock.getMockImplementation()!),
  );
  const onSearchChange = vi.fn();
  const view = renderWithApp(
    <ProgramSettingsPage programId={PROGRAM} search={search} onSearchChange={onSearchChange} />,
  );
  return { ...view, ...api, onSearchChange };
}

describe("program settings, Hunter List", () => {
  it("reads the tab from the URL: tab alone opens the Hunter List at that tab", () => {
    expect(readSearch(SearchSchema, { tab: "pending" })).toEqual({ tab: "pending", search: "" });
    expect(readSearch(SearchSchema, { tab: "nonsense" })).toEqual({ tab: undefined, search: "" });
  });

  it("opens at the URL's tab on the settings page, and writes the tab chosen to the URL", async () => {
    const { router } = renderAppAt(`${programBase}/settings?tab=pending`, { user: ada });
    mockProgramApi(buildProgram(), adminProgramAbilities, {
      "GET /api/applications": () =>
        jsonResponse(200, { data: [pending], meta: { total: 1, page: 1, perPage: 300 } }),
    });
    expect(
      await screen.findByRole("tab", { name: "Waiting for approval", selected: true }, slow),
    ).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Hunter List", selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Invited and Approved" }));
    await waitFor(() => expect(searchOf(router)).toEqual({ section: "hunters", tab: "approved" }));
    fireEvent.click(screen.getByRole("tab", { name: "General" }));
    await waitFor(() => expect(searchOf(router)).toEqual({}));
  });

  it("shows Waiting for approval for ?tab=pending; Approve sends the approved state", async () => {
    const { bodiesFor, reads } = renderHunterList({ tab: "pending", search: "" });
    const row = await screen.findByTestId("hunter-linus", {}, slow);
    expect(screen.getByRole("tab", { name: "Waiting for approval", selected: true })).toBeTruthy();
    expect(reads("/api/applications")[0]).toContain("state=pending");
    expect(within(row).getByRole("link", { name: "@linus" }).getAttribute("href")).toBe("/profiles/linus");
    expect(within(row).getByText("3 submitted · 1 rewarded")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(bodiesFor("PUT /api/applications/a2")).toEqual([{ state: "approved" }]));
  });

  it("rejects a pending application only after confirming", async () => {
    const { writes } = renderHunterList({ tab: "pending", search: "" });
    const row = await screen.findByTestId("hunter-linus", {}, slow);
    fireEvent.click(within(row).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this application?" });
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(writes()).toEqual(["DELETE /api/applications/a2"]));
  });

  it("removes an approved hunter after confirming, and tells a tab change to the URL", async () => {
    const { writes, onSearchChange } = renderHunterList({ tab: "approved", search: "" });
    const row = await screen.findByTestId("hunter-grace", {}, slow);
    expect(screen.getByRole("tab", { name: "Invited and Approved", selected: true })).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this hunter?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(writes()).toEqual(["DELETE /api/applications/a1"]));

    fireEvent.click(screen.getByRole("tab", { name: "Waiting for approval" }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ section: "hunters", tab: "pending", search: "" });
  });

  it("invites a hunter by unique name, and shows the free plan's 409 as the failure toast", async () => {
    vi.spyOn(notifications, "show");
    const { bodiesFor } = renderHunterList({ tab: "approved", search: "" });
    await screen.findByTestId("hunter-grace", {}, slow);
    fireEvent.change(screen.getByRole("textbox", { name: "Invite a hunter" }), { target: { value: "@ken" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    await waitFor(() =>
      expect(bodiesFor("POST /api/applications")).toEqual([{ program: PROGRAM, hunter: "ken" }]),
    );
    await waitFor(() =>
      expect(
        vi.mocked(notifications.show).mock.calls.map(([toast]) => [toast.title, toast.message]),
      ).toContainEqual(["409", "The free plan admits 4 invited hunters per program."]),
    );
  });

  it("sends the search after the pause", async () => {
    const { onSearchChange } = renderHunterList({ tab: "approved", search: "" });
    await screen.findByTestId("hunter-grace", {}, slow);
    fireEvent.change(screen.getByRole("textbox", { name: "Search hunters" }), { target: { value: "gra" } });
    expect(onSearchChange).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(onSearchChange).toHaveBeenCalledWith({ section: "hunters", tab: "approved", search: "gra" }),
    );
  });

  it("has no Hunter List for public programs: a hunter tab in the URL shows General", async () => {
    renderHunterList({ tab: "pending", search: "" }, buildProgram({ visibility: "public", type: "bounty" }));
    expect(await screen.findByRole("tab", { name: "General", selected: true }, slow)).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Hunter List" })).toBeNull();
  });
});
