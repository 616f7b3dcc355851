import { DEFAULT_NOTIFICATION_PREFERENCES } from "@bounty/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { currentUserKey } from "../../session/api/current-user.ts";
import { PreferencesTab } from "./preferences-tab.tsx";

afterEach(() => vi.unstubAllGlobals());
const saveButton = () => screen.getByRole("button", { name: "Save preferences" }) as HTMLButtonElement;

describe("PreferencesTab", () => {
  it("keeps Save disabled until a preference changes, and again once it is changed back", async () => {
    mockApi({});
    renderWithApp(<PreferencesTab user={buildUser()} />);
    const replies = await screen.findByRole("switch", { name: /^Replies to my reports/ });
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(replies);
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(replies);
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole("radio", { name: "Dark" }));
    expect(saveButton().disabled).toBe(false);
  });

  it("offers a switch for every kind of notification mail, each saying what it sends", async () => {
    mockApi({});
    renderWithApp(<PreferencesTab user={buildUser()} />);
    for (const name of [
      /^Replies to my reports/,
      /^My reports' progress/,
      /^Reports to my programs/,
      /^Program applications/,
      /^Withdrawals and publication/,
      /^Job requests/,
    ]) {
      expect(await screen.findByRole("switch", { name })).toBeTruthy();
    }
  });

  it("saves the theme and notifications, and the answer becomes the current user", async () => {
    const saved = buildUser({
      settings: { language: "en", theme: "dark" },
      notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, acceptsJobRequests: false },
    });
    const { bodiesFor } = mockApi({ "PUT /api/users/u1": () => jsonResponse(200, { data: saved }) });
    const { queryClient } = renderWithApp(<PreferencesTab user={buildUser()} />);
    fireEvent.click(await screen.findByRole("radio", { name: "Dark" }));
    fireEvent.click(screen.getByRole("switch", { name: /^Job requests/ }));
    fireEvent.click(saveButton());

    await waitFor(() => expect(queryClient.getQueryData(currentUserKey)).toEqual(saved));
    expect(bodiesFor("PUT /api/users/u1")).toEqual([
      {
        settings: { language: "en", theme: "dark" },
        notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, acceptsJobRequests: false },
      },
    ]);
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });
});
