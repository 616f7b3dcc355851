import { type LiveNotice, parseLiveNotice } from "@bounty/shared";
import { createParser } from "eventsource-parser";
import { API_BASE, refreshAccessToken } from "../../../lib/api-client.ts";
import { getAccessToken, mayBeSignedIn } from "../../../lib/tokens.ts";

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
// A stream that ends sooner than this is treated as a failure, so a misbehaving proxy cannot spin us.
const SHORTEST_HEALTHY_STREAM_MS = 1000;

export interface LiveHandlers {
  onNotice(notice: LiveNotice): void;
  /** Called when events may have been missed and the server cannot replay them: refetch everything. */
  onReconnect(): void;
}

// The server's answer to a Last-Event-ID it cannot resume from.
const RESYNC_EVENT = "resync";

/**
 * Keeps GET /api/events open until `signal` aborts. The stream needs the Authorization header,
 * which EventSource cannot send, hence fetch. The server ends it when the access token expires:
 * then it reopens at once with a fresh token; after failures it waits longer each time. Each
 * opening sends the last event id heard (by any tab: `lastEventId`), and the server replays
 * what came after it.
 */
export async function runLiveConnection(
  handlers: LiveHandlers,
  signal: AbortSignal,
  lastEventId: () => string | null = () => null,
): Promise<void> {
  let delay = FIRST_RETRY_MS;
  let opened = false;
  while (!signal.aborted) {
    let failed = true;
    try {
      const resumeAfter = lastEventId();
      let response = await open(getAccessToken(), resumeAfter, signal);
      if (response.status === 401) {
        const fresh = await refreshAccessToken();
        if (!fresh) {
          if (!mayBeSignedIn()) return; // Signed out: the session owner will restart us on sign-in.
          throw new Error("The refresh failed for now (429, 5xx): try again after the wait.");
        }
        response = await open(fresh, resumeAfter, signal);
      }
      if (response.ok && response.body) {
        // Nothing heard yet, so nothing to resume from: what the gap held is unknown.
        if (opened && !resumeAfter) handlers.onReconnect();
        opened = true;
        delay = FIRST_RETRY_MS;
        const openedAt = Date.now();
        await read(response.body, handlers);
        failed = Date.now() - openedAt < SHORTEST_HEALTHY_STREAM_MS;
      }
    } catch {
      // Network failure or abort: retry below unless aborted.
    }
    if (signal.aborted) return;
    if (failed) {
      await sleep(delay, signal);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  }
}

function open(token: string | null, resumeAfter: string | null, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { Accept: "text/event-stream" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (resumeAfter) headers["Last-Event-ID"] = resumeAfter;
  return fetch(`${API_BASE}/events`, { headers, signal, cache: "no-store" });
}

async function read(body: ReadableStream<Uint8Array>, handlers: LiveHandlers): Promise<void> {
  const parser = createParser({
    onEvent(message) {
      if (message.event === RESYNC_EVENT) return handlers.onReconnect();
      const notice = parseLiveNotice(message.data);
      if (notice) handlers.onNotice(notice);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
