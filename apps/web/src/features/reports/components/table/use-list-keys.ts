import { type RefObject, useEffect } from "react";
import { useShortcuts } from "../../../../lib/shortcuts.ts";

const LIST_KEY = "bounty:report-list";

/** `j`/`k` move the focus down and up the list's report links; Enter then opens the focused one. */
export function useListKeys(container: RefObject<HTMLElement | null>) {
  const move = (step: 1 | -1) => {
    const links = [...(container.current?.querySelectorAll<HTMLElement>("[data-row-link]") ?? [])];
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLElement);
    const next =
      at === -1 ? (step === 1 ? 0 : links.length - 1) : Math.max(0, Math.min(links.length - 1, at + step));
    links[next]!.focus();
    links[next]!.scrollIntoView({ block: "nearest" });
  };
  const toggle = () => {
    const row = (document.activeElement as HTMLElement | null)?.closest("[data-report-row]");
    row?.querySelector<HTMLInputElement>("input[type=checkbox]")?.click();
  };
  useShortcuts({ j: () => move(1), k: () => move(-1), x: toggle });
}

/**
 * The list as it stood when a report was opened from it (a click or Enter on a row's link), so the
 * report knows its neighbours (`[` and `]`) even after the list's own order moves on.
 */
export function useRememberList(
  container: RefObject<HTMLElement | null>,
  ids: readonly string[],
  view: "hunter" | "org",
) {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if ((event.target as HTMLElement | null)?.closest("[data-row-link]"))
        sessionStorage.setItem(LIST_KEY, JSON.stringify({ view, ids }));
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [container, ids, view]);
}

/** The report before (-1) or after (1) this one in the list it was opened from; null at an end. */
export function neighbourOf(id: string, step: 1 | -1): { id: string; view: "hunter" | "org" } | null {
  try {
    const list = JSON.parse(sessionStorage.getItem(LIST_KEY) ?? "null") as {
      view: "hunter" | "org";
      ids: string[];
    } | null;
    const at = list?.ids.indexOf(id) ?? -1;
    const next = at === -1 ? undefined : list!.ids[at + step];
    return next ? { id: next, view: list!.view } : null;
  } catch {
    return null;
  }
}
