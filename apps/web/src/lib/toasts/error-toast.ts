import { isApiError } from "../api-error.ts";
import { i18n } from "../i18n.ts";
import { toastCloseButtonProps } from "./toast-close.ts";
import { showToast } from "./toasts.ts";

/**
 * The failure toast's texts (spec §8): title is the HTTP status, description the message's first line
 * without a leading "Error: "; without them, "Error" and "Something wrong happened".
 */
export function errorToastContent(status: number | undefined, message: string | undefined) {
  const firstLine = (message ?? "")
    .trim()
    .split(/\r?\n/)[0]!
    .replace(/^Error:\s*/i, "")
    // A refusal names its field for the API's callers ("duplicateOf: Name another report…"); a
    // person reads the words.
    .replace(status === 400 ? /^[a-z][\w.[\]]*:\s+(?=\S)/i : /$^/, "")
    .trim();
  return {
    title: status ? String(status) : i18n.t("Error"),
    message: firstLine || i18n.t("Something wrong happened"),
  };
}

export function showErrorToast(status: number | undefined, message: string | undefined): void {
  showToast({
    ...errorToastContent(status, message),
    color: "red",
    withBorder: true,
    closeButtonProps: toastCloseButtonProps(),
  });
}

/** The failure toast for a caught error: an API error's status and message, or the generic texts. */
export function showErrorToastFor(error: Error): void {
  showErrorToast(isApiError(error) ? error.status || undefined : undefined, error.message);
}
