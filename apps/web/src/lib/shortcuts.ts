import { useEffect, useRef } from "react";

const TEXT_INPUTS = new Set(["text", "search", "email", "number", "password", "url", "tel", "date", ""]);

/** Whether a key went to something the person types in: shortcuts never take those keys. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === "TEXTAREA" || target.tagName === "SELECT") return true;
  if (target.tagName === "INPUT") return TEXT_INPUTS.has((target as HTMLInputElement).type);
  return target.getAttribute("role") === "combobox" || target.getAttribute("role") === "textbox";
}

/**
 * Single-key shortcuts (issue 31): `handlers` by the key pressed. Not while typing in a field, not
 * with Ctrl, Cmd or Alt (the browser's own), not while a dialog is open over the page.
 */
export function useShortcuts(handlers: Record<string, (event: KeyboardEvent) => void>, enabled = true) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing)
        return;
      if (isTyping(event.target) || document.querySelector("[role=dialog][aria-modal=true]")) return;
      const handler = latest.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler(event);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [enabled]);
}
