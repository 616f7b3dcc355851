import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";

/** The test-only certificate authority: a self-signed certificate for localhost, 127.0.0.1 and ::1. */
export const testCa = readFileSync(new URL("./tls/localhost-cert.pem", import.meta.url), "utf8");
const testKey = readFileSync(new URL("./tls/localhost-key.pem", import.meta.url), "utf8");

export interface ReceivedPost {
  path: string;
  contentType: string | undefined;
  body: unknown;
}

/** How the server answers the next post; the default answers 200 "ok" like the chat provider. */
export type Answer = (res: ServerResponse) => void;
export const ok: Answer = (res) => res.writeHead(200, { "content-type": "text/plain" }).end("ok");

/**
 * A local HTTPS server standing in for the chat provider: it keeps every post and answers each with
 * the next queued answer (then `ok`).
 */
export async function startChatServer(host = "127.0.0.1") {
  const received: ReceivedPost[] = [];
  const answers: Answer[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer({ cert: testCa, key: testKey }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      received.push({
        path: req.url ?? "",
        contentType: req.headers["content-type"],
        body: text ? JSON.parse(text) : null,
      });
      (answers.shift() ?? ok)(res);
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    port,
    /** The hooks address of this server, for CHAT_WEBHOOK_BASE_URL. */
    base: `${origin}/`,
    hookUrl: (path = "services/T000/B000/secret") => `${origin}/${path}`,
    received,
    /** Queues answers for the next posts, in order. */
    answerWith(...next: Answer[]) {
      answers.push(...next);
    },
    /** Resolves once `count` posts have arrived. */
    async waitForPosts(count: number, timeoutMs = 15_000): Promise<ReceivedPost[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`${received.length} of ${count} posts within ${timeoutMs} ms`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type ChatServer = Awaited<ReturnType<typeof startChatServer>>;
