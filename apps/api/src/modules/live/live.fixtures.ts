import type { LiveNotice } from "@bounty/shared";

interface Heard {
  event: string;
  data: LiveNotice;
}

/** An open stream read in the background: what it has heard so far and whether the server ended it. */
export async function openStream(base: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers, signal: controller.signal });
  const heard: Heard[] = [];
  let ended = false;
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (event && data) heard.push({ event, data: JSON.parse(data) });
          cut = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
  })();
  return {
    response,
    heard,
    isEnded: () => ended,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

export async function waitFor(check: () => boolean, what: string) {
  const until = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
