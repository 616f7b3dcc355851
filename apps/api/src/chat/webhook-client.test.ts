import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ChatServer, startChatServer, testCa } from "../test/chat-server.ts";
import { type ChatClientOptions, postToWebhook, type ResolveHost } from "./webhook-client.ts";

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());

const message = { text: "Ada joined Acme." };
const viaIp = (): ChatClientOptions => ({ base: new URL(server.base), ca: testCa });
// A resolver that must never be asked: the address is refused before any lookup.
const noLookup: ResolveHost = () => Promise.reject(new Error("no lookup expected"));

describe("postToWebhook", () => {
  it("posts the JSON body to the local server standing in for the chat provider", async () => {
    const before = server.received.length;
    const result = await postToWebhook(server.hookUrl("services/T1/B1/abc"), message, viaIp());
    expect(result).toEqual({ ok: true });
    expect(server.received.slice(before)).toEqual([
      { path: "/services/T1/B1/abc", contentType: "application/json; charset=utf-8", body: message },
    ]);
  });

  it("connects to the address it vetted: one lookup, so a rebinding answer is never used", async () => {
    // Only the injected resolver knows that "localhost" is 127.0.0.3 here; the system's would say 127.0.0.1.
    const pinned = await startChatServer("127.0.0.3");
    try {
      const resolveHost = vi
        .fn<ResolveHost>()
        .mockResolvedValueOnce([{ address: "127.0.0.3", family: 4 }])
        .mockResolvedValue([{ address: "127.0.0.4", family: 4 }]);
      const result = await postToWebhook(`https://localhost:${pinned.port}/services/x`, message, {
        base: new URL(`https://localhost:${pinned.port}/`),
        ca: testCa,
        resolveHost,
      });
      expect(result).toEqual({ ok: true });
      expect(resolveHost).toHaveBeenCalledTimes(1);
      expect(pinned.received.map((p) => p.path)).toEqual(["/services/x"]);
    } finally {
      await pinned.close();
    }
  });

  it("does not follow a redirect: a 3xx is a failure not worth retrying", async () => {
    server.answerWith((res) =>
      res.writeHead(302, { location: "https://169.254.169.254/latest/meta-data" }).end(),
    );
    const before = server.received.length;
    const result = await postToWebhook(server.hookUrl(), message, viaIp());
    expect(result).toEqual({ ok: false, retry: false, reason: "redirect (HTTP 302) refused" });
    expect(server.received.length).toBe(before + 1);
  });

  it.each([
    [500, true],
    [503, true],
    [429, true],
    [404, false],
    [400, false],
    [410, false],
  ])("an answer of %i: retry %s", async (status, retry) => {
    server.answerWith((res) => res.writeHead(status).end("no"));
    expect(await postToWebhook(server.hookUrl(), message, viaIp())).toEqual({
      ok: false,
      retry,
      reason: `HTTP ${status}`,
    });
  });

  it("gives up after the timeout and says the attempt may be retried", async () => {
    server.answerWith(() => undefined); // never answers
    const started = Date.now();
    const result = await postToWebhook(server.hookUrl(), message, { ...viaIp(), timeoutMs: 300 });
    expect(result).toEqual({ ok: false, retry: true, reason: "timed out" });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("refuses a certificate it does not trust (no CA given)", async () => {
    const result = await postToWebhook(server.hookUrl(), message, { base: new URL(server.base) });
    expect(result).toEqual({ ok: false, retry: true, reason: "could not reach the chat provider" });
  });

  it.each([
    ["another host", "https://example.com/services/x"],
    ["a look-alike host", `https://127.0.0.1.nip.io:PORT/services/x`],
    ["user info", "https://127.0.0.1@evil.test/services/x"],
    ["plain http", "http://127.0.0.1:PORT/services/x"],
    ["another loopback literal", "https://127.0.0.2:PORT/services/x"],
    ["another port", "https://127.0.0.1:1/services/x"],
  ])("refuses %s without connecting", async (_what, url) => {
    const before = server.received.length;
    const result = await postToWebhook(url.replace("PORT", String(server.port)), message, {
      ...viaIp(),
      resolveHost: noLookup,
    });
    expect(result).toEqual({
      ok: false,
      retry: false,
      reason: "address refused: not under the hooks address",
    });
    expect(server.received.length).toBe(before);
  });
});

describe("postToWebhook with a hooks address that is not loopback", () => {
  const base = new URL("https://hooks.example.test/");
  const url = "https://hooks.example.test/services/T1/B1/abc";
  const resolvingTo =
    (...addresses: string[]): ResolveHost =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

  it.each([
    ["a private address", ["10.0.0.5"]],
    ["loopback", ["127.0.0.1"]],
    ["the metadata address", ["169.254.169.254"]],
    ["an IPv4-mapped private address", ["::ffff:192.168.0.1"]],
    ["a unique-local IPv6 address", ["fd00::1"]],
    ["one private address among public ones", ["8.8.8.8", "10.0.0.5"]],
  ])("refuses a host that resolves to %s, before connecting", async (_what, addresses) => {
    const result = await postToWebhook(url, message, { base, resolveHost: resolvingTo(...addresses) });
    expect(result).toEqual({ ok: false, retry: false, reason: "host resolves to a non-public address" });
  });

  it("refuses IP literals even of public addresses", async () => {
    const result = await postToWebhook("https://8.8.8.8/services/x", message, {
      base,
      resolveHost: noLookup,
    });
    expect(result.ok).toBe(false);
  });

  it("calls a failed lookup transient", async () => {
    const result = await postToWebhook(url, message, { base, resolveHost: noLookup });
    expect(result).toEqual({ ok: false, retry: true, reason: "host lookup failed" });
  });
});
