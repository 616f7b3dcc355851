import { notifications } from "@mantine/notifications";
import { QueryClient } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../app/providers.tsx";
import { currentUserKey } from "../../features/session/api/current-user.ts";
import { i18n } from "../i18n.ts";
import { showErrorToast } from "./error-toast.ts";
import { showSuccessToast } from "./success-toast.ts";

function renderProviders() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserKey, null);
  return render(
    <Providers queryClient={queryClient}>
      <p>page</p>
    </Providers>,
  );
}

afterEach(async () => {
  act(() => notifications.clean());
  await i18n.changeLanguage("en");
});

describe("toasts", () => {
  it("show at the top right, away from forms' Save buttons at the bottom right", async () => {
    renderProviders();
    act(() => showSuccessToast("Saved"));
    const toast = (await screen.findByText("Saved")).closest(".mantine-Notification-root") as HTMLElement;
    expect(toast.closest("[data-position]")?.getAttribute("data-position")).toBe("top-right");
  });

  it.each([
    ["success", () => showSuccessToast("Saved"), "Saved"],
    ["failure", () => showErrorToast(409, "Already taken"), "Already taken"],
  ])("give the %s toast's close button a translated name", async (_kind, show, text) => {
    renderProviders();
    act(show);
    const toast = (await screen.findByText(text)).closest(".mantine-Notification-root") as HTMLElement;
    expect(within(toast).getByRole("button", { name: "Close" })).toBeTruthy();
    act(() => notifications.clean());
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
    await act(() => i18n.changeLanguage("ja"));
    act(show);
    const japanese = (await screen.findByText(text)).closest(".mantine-Notification-root") as HTMLElement;
    expect(within(japanese).getByRole("button", { name: "閉じる" })).toBeTruthy();
  });
});
