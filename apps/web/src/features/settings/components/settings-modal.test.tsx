import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { AccountSwitcher } from "../../layout/components/account-switcher.tsx";
import { SettingsModal } from "./settings-modal.tsx";

afterEach(() => vi.unstubAllGlobals());

const settingsParam = (router: { state: { location: { search: Record<string, unknown> } } }) =>
  router.state.location.search.settings;

describe("SettingsModal", () => {
  it("opens on the tab the URL names; tabs replace the param, and the close button drops it", async () => {
    mockApi({ "GET /api/users/u1/token": () => jsonResponse(200, { data: [], meta: {} }) });
    const { router } = renderWithApp(<SettingsModal user={buildUser()} />, {
      path: "/programs?settings=api-key",
    });

    const apiKeyTab = await screen.findByRole("tab", { name: "Hunter API Key" });
    expect(apiKeyTab.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("No keys yet")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "For Hunter" })).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: "Preferences" }));
    await waitFor(() => expect(settingsParam(router)).toBe("preferences"));
    expect(await screen.findByRole("button", { name: "Save preferences" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Close settings" }));
    await waitFor(() => expect(settingsParam(router)).toBeUndefined());
    expect(router.state.location.pathname).toBe("/programs");
  });

  it("closes only the confirmation on Escape pressed inside it, then the modal on the next one", async () => {
    const token = {
      id: "k1",
      token: "bty_••••abcd",
      createdAt: "2025-03-01T10:00:00.000Z",
      lastUsedAt: null,
    };
    mockApi({ "GET /api/users/u1/token": () => jsonResponse(200, { data: [token], meta: {} }) });
    const { router } = renderWithApp(<SettingsModal user={buildUser()} />, {
      path: "/programs?settings=api-key",
    });
    fireEvent.click(await screen.findByRole("button", { name: "Revoke" }));
    const question = await screen.findByText("Are you sure you want to delete this key?");
    const cancel = screen.getByRole("button", { name: "Cancel" });
    cancel.focus();

    fireEvent.keyDown(cancel, { key: "Escape" });
    await waitFor(() => expect(question.isConnected).toBe(false));
    expect(settingsParam(router)).toBe("api-key");

    const apiKeyTab = screen.getByRole("tab", { name: "Hunter API Key" });
    apiKeyTab.focus();
    fireEvent.keyDown(apiKeyTab, { key: "Escape" });
    await waitFor(() => expect(settingsParam(router)).toBeUndefined());
  });

  it("opens from the account switcher's Settings entry, and Back closes it", async () => {
    mockApi({});
    const user = buildUser();
    const { router } = renderWithApp(<AccountSwitcher user={user} />, { path: "/programs" });
    fireEvent.click(await screen.findByRole("button", { name: /Switch account/ }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Settings" }));
    await waitFor(() => expect(settingsParam(router)).toBe("profile"));

    router.history.back();
    await waitFor(() => expect(settingsParam(router)).toBeUndefined());
    expect(router.state.location.pathname).toBe("/programs");
  });
});
