import type { NotificationData } from "@mantine/notifications";
import { useSyncExternalStore } from "react";

type NotificationsModule = typeof import("@mantine/notifications");

/**
 * Toasts load with the first one shown, not with the app: most first visits show none, and
 * Mantine's notifications with their transitions are about 8 KB of the first load's budget (the
 * Speed issue). Showing one loads the package and mounts the toast container (`Toasts`), which
 * renders what the store holds by then, so a toast shown before it arrives is not lost.
 */
let loading: Promise<NotificationsModule> | null = null;
let isWanted = false;
const listeners = new Set<() => void>();

export function loadNotifications(): Promise<NotificationsModule> {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  loading ??= import("@mantine/notifications");
  return loading;
}

export function showToast(data: NotificationData): void {
  void loadNotifications().then(({ notifications }) => notifications.show(data));
}

/** Whether a toast has been asked for: the container mounts from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isWanted,
  );
}
