import { useNavigate, useRouter, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";
import type { SettingsTab } from "./settings-search.ts";

declare module "@tanstack/history" {
  interface HistoryState {
    /** This entry was pushed by opening the settings modal, so closing it can go back one step. */
    settingsOpenedInApp?: boolean;
  }
}

/**
 * The settings modal lives in the URL: opening pushes `?settings=<tab>`, so Back closes it. Paths stay
 * as they are ("path"-relative), also on a page the route tree does not know.
 */
export function useSettingsModal() {
  const tab = useSearch({ strict: false, select: (search) => search.settings });
  const navigate = useNavigate();
  const router = useRouter();

  const open = useCallback(
    (next: SettingsTab) =>
      navigate({
        to: ".",
        unsafeRelative: "path",
        search: (prev) => ({ ...prev, settings: next }),
        state: (prev) => ({ ...prev, settingsOpenedInApp: true }),
      }),
    [navigate],
  );

  // Tabs replace the entry: Back closes the modal instead of walking through the tabs.
  const switchTab = useCallback(
    (next: SettingsTab) =>
      navigate({
        to: ".",
        unsafeRelative: "path",
        search: (prev) => ({ ...prev, settings: next }),
        state: (prev) => prev,
        replace: true,
      }),
    [navigate],
  );

  const close = useCallback(() => {
    if (router.state.location.state.settingsOpenedInApp) {
      router.history.back();
      return;
    }
    // Reached by a link with ?settings=…: drop the param without leaving the page.
    void navigate({
      to: ".",
      unsafeRelative: "path",
      search: (prev) => ({ ...prev, settings: undefined }),
      replace: true,
    });
  }, [navigate, router]);

  return { tab, open, switchTab, close };
}
