import { lookup as dnsLookup } from "node:dns/promises";
import { request } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isLoopbackAddress, isPublicAddress } from "./public-address.ts";
import { bareHost, checkWebhookUrl, isLoopbackBase } from "./webhook-url.ts";

export const CHAT_POST_TIMEOUT_MS = 5000;
const MAX_RESPONSE_BYTES = 64 * 1024;

export interface ResolvedAddress {
  address: string;
  family: number;
}
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

const resolveWithDns: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface ChatClientOptions {
  /** The hooks address (CHAT_WEBHOOK_BASE_URL), parsed. */
  base: URL;
  /** Tests point this at a fake resolver; production asks the system's DNS. */
  resolveHost?: ResolveHost;
  /** Tests only: the certificate authority of a local HTTPS server. Never a setting. */
  ca?: string;
  timeoutMs?: number;
}

/** `retry` is false for what another try cannot fix: a refused address, a redirect, a 4xx. */
export type ChatPostResult = { ok: true } | { ok: false; retry: boolean; reason: string };

const refused = (reason: string): ChatPostResult => ({ ok: false, retry: false, reason });
const transient = (reason: string): ChatPostResult => ({ ok: false, retry: true, reason });

/**
 * Posts a JSON body to a webhook, guarded against server-side request forgery: the address must pass
 * checkWebhookUrl, the host must resolve only to public addresses (loopback too when the hooks
 * address is loopback), the connection goes to the vetted address (no second lookup to rebind),
 * redirects are not followed, and the whole exchange has 5 seconds. Reasons never contain the URL.
 */
export async function postToWebhook(
  rawUrl: string,
  body: unknown,
  opts: ChatClientOptions,
): Promise<ChatPostResult> {
  const url = checkWebhookUrl(rawUrl, opts.base);
  if (!url) return refused("address refused: not under the hooks address");
  const signal = AbortSignal.timeout(opts.timeoutMs ?? CHAT_POST_TIMEOUT_MS);
  const target = await vetHost(url, opts, signal);
  if ("ok" in target) return target;
  return send(url, target, JSON.stringify(body), opts, signal);
}

async function vetHost(
  url: URL,
  opts: ChatClientOptions,
  signal: AbortSignal,
): Promise<ResolvedAddress | ChatPostResult> {
  const host = bareHost(url);
  const allowLoopback = isLoopbackBase(opts.base);
  const isAllowed = (address: string) =>
    isPublicAddress(address) || (allowLoopback && isLoopbackAddress(address));
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await abortable((opts.resolveHost ?? resolveWithDns)(host), signal);
    } catch {
      return transient(signal.aborted ? "timed out resolving the host" : "host lookup failed");
    }
  }
  if (addresses.length === 0) return transient("host lookup found no address");
  // One private answer refuses the lot: a name that can point inside is not a chat provider.
  if (!addresses.every((a) => isAllowed(a.address))) return refused("host resolves to a non-public address");
  return addresses[0]!;
}

function send(
  url: URL,
  target: ResolvedAddress,
  payload: string,
  opts: ChatClientOptions,
  signal: AbortSignal,
): Promise<ChatPostResult> {
  // Node may ask for every address (autoSelectFamily): answer with the vetted one either way.
  const pinned = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
  return new Promise((resolve) => {
    const req = request(
      {
        method: "POST",
        host: bareHost(url),
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        headers: {
          "content-type": "application/json; charset=utf-8",
          "content-length": Buffer.byteLength(payload),
          "user-agent": "Bounty",
        },
        lookup: pinned,
        agent: false,
        signal,
        ...(opts.ca ? { ca: opts.ca } : {}),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let received = 0;
        res.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_RESPONSE_BYTES) res.destroy();
        });
        res.on("error", () => undefined);
        res.on("close", () => resolve(resultOf(status)));
      },
    );
    req.on("error", () =>
      resolve(transient(signal.aborted ? "timed out" : "could not reach the chat provider")),
    );
    req.end(payload);
  });
}

function resultOf(status: number): ChatPostResult {
  if (status >= 200 && status < 300) return { ok: true };
  if (status >= 300 && status < 400) return refused(`redirect (HTTP ${status}) refused`);
  // Rate limits and server trouble pass; other refusals (revoked hook, archived channel) do not.
  if (status === 408 || status === 429 || status >= 500) return transient(`HTTP ${status}`);
  return refused(`HTTP ${status}`);
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
