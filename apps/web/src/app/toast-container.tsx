import { Notifications } from "@mantine/notifications";
import classes from "./toasts.module.css";

/**
 * Spec §9: toasts close after 3 s; Mantine pauses the timer while the pointer is over a toast.
 * They show at the top right, under the header: at the bottom right they covered forms' Save buttons.
 */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** Loaded with the first toast (lib/toasts.ts). */
export function ToastContainer() {
  return (
    <Notifications
      autoClose={TOAST_AUTO_CLOSE_MS}
      position="top-right"
      zIndex={1000}
      classNames={{ root: classes.root }}
    />
  );
}
