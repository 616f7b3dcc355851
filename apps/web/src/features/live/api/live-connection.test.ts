import type { LiveNotice } from "@bounty/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAccessToken } from "../../../lib/tokens.ts";
import { runLiveConnection } from "./live-connection.ts";

const notice = (id: string): LiveNotice => ({
  id,
  type: "org.updated",
  organizationId: "o1",
  userId: null,
  programId: null,
  reportId: null,
});

/**
 * A streamed answer that sends `frames` (split mid-frame, as networks do) and then ends or stays
 * open until the request's signal aborts it, as fetch does.
 */
function streamResponse(
  frames: string[],
  { stayOpen = false, signal }: { stayOpen?: boolean; signal?: AbortSignal | null } = {},
) {
  const text = frames.join("");
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      const half = Math.floor(bytes.length / 2);
      controller.enqueue(bytes.slice(0, half));
      controller.enqueue(bytes.slice(half));
      if (!stayOpen) controller.close();
      else
        signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

const frame = (n: LiveNotice) => `id: ${n.id}\nevent: ${n.type}\ndata: ${JSON.stringify(n)}\n\n`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe("runLiveConnection", () => {
  it("sends the access token, hands over each event, and ignores comments and junk", async () => {
    setAccessToken("access-1");
    const controller = new AbortController();
    const heard: LiveNotice[] = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      streamResponse(
        [": connected\n\n", frame(notice("e1")), "event: x\ndata: not json\n\n", frame(notice("e2"))],
        { stayOpen: true, signal: init.signal },
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const running = runLiveConnection(
      {
        onNotice: (n) => {
          heard.push(n);
          if (heard.length === 2) controller.abort();
        },
        onReconnect: () => undefined,
      },
      controller.signal,
    );
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    await running;
    expect(heard.map((n) => n.id)).toEqual(["e1", "e2"]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/events");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer access-1");
  });

  it("refreshes the token on a 401 and reports a reconnect after the server ended the stream", async () => {
    setAccessToken("expired");
    const controller = new AbortController();
    const reconnects = vi.fn();
    const authorizations: string[] = [];
    let streams = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === "/api/auth/token/refresh") {
          return Response.json({ data: { token: "fresh" } });
        }
        const authorization = (init.headers as Record<string, string>).Authorization ?? "";
        authorizations.push(authorization);
        if (authorization !== "Bearer fresh") return Response.json({ error: {} }, { status: 401 });
        streams += 1;
        // The first stream ends (token expiry on the server); the second stays open.
        return streamResponse([frame(notice(`s${streams}`))], { stayOpen: streams > 1, signal: init.signal });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = runLiveConnection(
      { onNotice: () => undefined, onReconnect: reconnects },
      controller.signal,
    );
    await vi.waitFor(() => expect(streams).toBe(1));
    await vi.advanceTimersByTimeAsync(1500);
    await vi.waitFor(() => expect(reconnects).toHaveBeenCalledTimes(1));
    controller.abort();
    await running;
    expect(authorizations.slice(0, 2)).toEqual(["Bearer expired", "Bearer fresh"]);
  });

  it("reopens after the last event heard (Last-Event-ID) instead of refetching everything", async () => {
    setAccessToken("access-1");
    const controller = new AbortController();
    const reconnects = vi.fn();
    const resumedFrom: Array<string | undefined> = [];
    let last: string | null = null;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        resumedFrom.push((init.headers as Record<string, string>)["Last-Event-ID"]);
        const n = resumedFrom.length;
        return streamResponse([frame(notice(`s${n}`))], { stayOpen: n > 1, signal: init.signal });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = runLiveConnection(
      {
        onNotice: (n) => {
          last = n.id;
        },
        onReconnect: reconnects,
      },
      controller.signal,
      () => last,
    );
    await vi.advanceTimersByTimeAsync(1500);
    await vi.waitFor(() => expect(resumedFrom).toHaveLength(2));
    controller.abort();
    await running;
    expect(resumedFrom).toEqual([undefined, "s1"]);
    expect(reconnects).not.toHaveBeenCalled();
  });

  it("refetches everything when the server cannot resume (resync)", async () => {
    setAccessToken("access-1");
    const controller = new AbortController();
    const reconnects = vi.fn(() => controller.abort());
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) =>
        streamResponse(['event: resync\ndata: {"id":"","type":"resync"}\n\n'], {
          stayOpen: true,
          signal: init.signal,
        }),
      ),
    );
    await runLiveConnection(
      { onNotice: () => undefined, onReconnect: reconnects },
      controller.signal,
      () => "e9",
    );
    expect(reconnects).toHaveBeenCalledTimes(1);
  });

  it("keeps trying, after a wait, when the refresh fails for now (the server busy or its database away)", async () => {
    setAccessToken("expired");
    const controller = new AbortController();
    let refreshes = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === "/api/auth/token/refresh") {
          refreshes += 1;
          return refreshes === 1
            ? Response.json({ error: {} }, { status: 503 })
            : Response.json({ data: { token: "fresh" } });
        }
        const authorization = (init.headers as Record<string, string>).Authorization;
        if (authorization !== "Bearer fresh") return Response.json({ error: {} }, { status: 401 });
        return streamResponse([frame(notice("after"))], { stayOpen: true, signal: init.signal });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const heard: string[] = [];
    const running = runLiveConnection(
      { onNotice: (n) => heard.push(n.id), onReconnect: () => undefined },
      controller.signal,
    );
    await vi.waitFor(() => expect(refreshes).toBe(1));
    await vi.advanceTimersByTimeAsync(1500);
    await vi.waitFor(() => expect(heard).toEqual(["after"]));
    controller.abort();
    await running;
  });

  it("stops when the session cannot be refreshed (signed out)", async () => {
    setAccessToken("expired");
    const fetchMock = vi.fn(async (url: string) =>
      url === "/api/auth/token/refresh"
        ? Response.json({ error: {} }, { status: 401 })
        : Response.json({ error: {} }, { status: 401 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await runLiveConnection(
      { onNotice: () => undefined, onReconnect: () => undefined },
      new AbortController().signal,
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
