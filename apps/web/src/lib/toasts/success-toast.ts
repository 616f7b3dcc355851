import { toastCloseButtonProps } from "./toast-close.ts";
import { showToast } from "./toasts.ts";

/** The spec's success toasts ('Success', 'Your token has been created', …); the caller translates. */
export function showSuccessToast(message: string, title?: string): void {
  showToast({
    title,
    message,
    color: "teal",
    withBorder: true,
    closeButtonProps: toastCloseButtonProps(),
  });
}
