import type { LiveNotice } from "@bounty/shared";
import { type LiveHandlers, runLiveConnection } from "./live-connection.ts";

// Enough to recognise every id a replay after a handover can repeat (the server caps it at 500).
const REMEMBERED_IDS = 1000;

type Relayed = { kind: "notice"; notice: LiveNotice } | { kind: "resync" };

/** The ids handled lately, oldest forgotten first. */
class RecentIds {
  private readonly ids = new Set<string>();
  has(id: string): boolean {
    return this.ids.has(id);
  }
  add(id: string): void {
    this.ids.add(id);
    if (this.ids.size > REMEMBERED_IDS) this.ids.delete(this.ids.values().next().value as string);
  }
}

export interface LiveHubEnvironment {
  locks?: Pick<LockManager, "request">;
  openChannel?: (name: string) => BroadcastChannel;
}

const browserEnvironment = (): LiveHubEnvironment => ({
  locks: typeof navigator !== "undefined" ? navigator.locks : undefined,
  openChannel: typeof BroadcastChannel !== "undefined" ? (name) => new BroadcastChannel(name) : undefined,
});

/**
 * One live stream per browser, not per tab (a browser keeps six connections to a site: ten tabs of
 * streams would starve every other request). The tab holding the Web Lock keeps GET /api/events open
 * and relays each event over a BroadcastChannel; every tab handles each event id once. When the
 * leading tab closes, the lock passes to a waiting tab, which resumes after the last id heard.
 * Without Web Locks or BroadcastChannel each tab keeps its own stream. Returns the stop.
 */
export function startLiveHub(
  userId: string,
  handlers: LiveHandlers,
  env: LiveHubEnvironment = browserEnvironment(),
): () => void {
  const controller = new AbortController();
  const seen = new RecentIds();
  let lastEventId: string | null = null;
  const handle = (notice: LiveNotice): boolean => {
    if (seen.has(notice.id)) return false;
    seen.add(notice.id);
    lastEventId = notice.id;
    handlers.onNotice(notice);
    return true;
  };

  const { locks, openChannel } = env;
  if (!locks || !openChannel) {
    void runLiveConnection(
      { onNotice: handle, onReconnect: handlers.onReconnect },
      controller.signal,
      () => lastEventId,
    );
    return () => controller.abort();
  }

  const channel = openChannel(`bounty-live:${userId}`);
  channel.onmessage = (message: MessageEvent<Relayed>) => {
    if (message.data.kind === "notice") handle(message.data.notice);
    else handlers.onReconnect();
  };
  const relay = (message: Relayed) => {
    if (!controller.signal.aborted) channel.postMessage(message);
  };
  locks
    .request(`bounty-live:${userId}`, { signal: controller.signal }, () =>
      runLiveConnection(
        {
          onNotice: (notice) => {
            if (handle(notice)) relay({ kind: "notice", notice });
          },
          onReconnect: () => {
            handlers.onReconnect();
            relay({ kind: "resync" });
          },
        },
        controller.signal,
        () => lastEventId,
      ),
    )
    .catch(() => undefined); // Stopped while waiting for the lock.
  return () => {
    controller.abort();
    channel.close();
  };
}
