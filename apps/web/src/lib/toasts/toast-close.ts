import { i18n } from "../i18n.ts";

/** The toasts' close button has no text: its accessible name, in the language at the time it shows. */
export function toastCloseButtonProps() {
  return { "aria-label": i18n.t("Close") };
}
