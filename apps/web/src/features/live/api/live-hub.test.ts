import type { LiveNotice } from "@bounty/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type LiveHubEnvironment, startLiveHub } from "./live-hub.ts";

vi.mock("./live-connection.ts", () => ({ runLiveConnection: vi.fn() }));
const { runLiveConnection } = await import("./live-connection.ts");
const run = vi.mocked(runLiveConnection);

const notice = (id: string): LiveNotice => ({
  id,
  type: "org.updated",
  organizationId: "o1",
  userId: null,
  programId: null,
  reportId: null,
});

/** A browser in miniature: one lock manager and one broadcast bus shared by its tabs. */
function fakeBrowser() {
  const waiting: Array<{ grant: () => void }> = [];
  let held = false;
  const locks: LiveHubEnvironment["locks"] = {
    request: ((
      _name: string,
      options: { signal?: AbortSignal },
      work: () => Promise<unknown>,
    ): Promise<unknown> =>
      new Promise<unknown>((resolve, reject) => {
        const grant = () => {
          held = true;
          work().then((value) => {
            held = false;
            waiting.shift()?.grant();
            resolve(value);
          }, reject);
        };
        if (!held) grant();
        else {
          const entry = { grant };
          waiting.push(entry);
          options.signal?.addEventListener("abort", () => {
            waiting.splice(waiting.indexOf(entry), 1);
            reject(new DOMException("aborted", "AbortError"));
          });
        }
      })) as LockManager["request"],
  };
  const channels = new Set<{ onmessage: ((m: MessageEvent) => void) | null; closed: boolean }>();
  const openChannel = () => {
    const channel = {
      onmessage: null as ((m: MessageEvent) => void) | null,
      closed: false,
      postMessage(data: unknown) {
        for (const other of channels)
          if (other !== channel && !other.closed) other.onmessage?.({ data } as MessageEvent);
      },
      close() {
        channel.closed = true;
        channels.delete(channel);
      },
    };
    channels.add(channel);
    return channel as unknown as BroadcastChannel;
  };
  return { locks, openChannel };
}

/** The streams the leaders opened: each can deliver events and ends when its tab stops. */
function streams() {
  const opened: Array<{ deliver(n: LiveNotice): void; resync(): void; lastEventId(): string | null }> = [];
  run.mockImplementation(
    (handlers, signal, lastEventId) =>
      new Promise<void>((resolve) => {
        opened.push({
          deliver: (n) => handlers.onNotice(n),
          resync: () => handlers.onReconnect(),
          lastEventId: () => lastEventId?.() ?? null,
        });
        signal.addEventListener("abort", () => resolve());
      }),
  );
  return opened;
}

afterEach(() => run.mockReset());

describe("one live stream per browser", () => {
  it("opens one stream for many tabs, and every tab handles each event once", async () => {
    const opened = streams();
    const browser = fakeBrowser();
    const heard = [vi.fn(), vi.fn(), vi.fn()];
    const stops = heard.map((onNotice) => startLiveHub("u1", { onNotice, onReconnect: vi.fn() }, browser));
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.deliver(notice("e1"));
    opened[0]!.deliver(notice("e1")); // A replay repeats it: handled once.
    for (const onNotice of heard) expect(onNotice.mock.calls.map(([n]) => n.id)).toEqual(["e1"]);
    expect(opened).toHaveLength(1);
    for (const stop of stops) stop();
  });

  it("hands the stream to a waiting tab when the leader closes, resuming after the last id heard, without repeats", async () => {
    const opened = streams();
    const browser = fakeBrowser();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = startLiveHub("u1", { onNotice: first, onReconnect: vi.fn() }, browser);
    const stopSecond = startLiveHub("u1", { onNotice: second, onReconnect: vi.fn() }, browser);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.deliver(notice("e1"));
    opened[0]!.deliver(notice("e2"));

    stopFirst();
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1]!.lastEventId()).toBe("e2");
    // The server's look back repeats e2; e3 is new.
    opened[1]!.deliver(notice("e2"));
    opened[1]!.deliver(notice("e3"));
    expect(second.mock.calls.map(([n]) => n.id)).toEqual(["e1", "e2", "e3"]);
    stopSecond();
  });

  it("passes a resync to every tab", async () => {
    const opened = streams();
    const browser = fakeBrowser();
    const resyncs = [vi.fn(), vi.fn()];
    const stops = resyncs.map((onReconnect) =>
      startLiveHub("u1", { onNotice: vi.fn(), onReconnect }, browser),
    );
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.resync();
    for (const onReconnect of resyncs) expect(onReconnect).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
  });

  it("keeps a stream per tab where the browser has no Web Locks", async () => {
    const opened = streams();
    const stops = [1, 2].map(() => startLiveHub("u1", { onNotice: vi.fn(), onReconnect: vi.fn() }, {}));
    expect(opened).toHaveLength(2);
    for (const stop of stops) stop();
  });
});
