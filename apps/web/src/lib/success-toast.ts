import { notifications } from "@mantine/notifications";
import { toastCloseButtonProps } from "./toast-close.ts";

/** The spec's success toasts ('Success', 'Your token has been created', …); the caller translates. */
export function showSuccessToast(message: string, title?: string): void {
  notifications.show({
    title,
    message,
    color: "teal",
    withBorder: true,
    closeButtonProps: toastCloseButtonProps(),
  });
}
