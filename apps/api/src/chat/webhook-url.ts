import { isIP } from "node:net";

/** The host of a URL as node:net and DNS take it: IPv6 literals lose their brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "::1"]);

/** Whether the hooks address names this machine (tests and local setups only). */
export const isLoopbackBase = (base: URL) => LOOPBACK_NAMES.has(bareHost(base));

/**
 * Reads CHAT_WEBHOOK_BASE_URL: https only, no user info, query or fragment, and an IP literal only
 * when it is loopback. Returns the normalized address (always ending in "/") or the problem.
 */
export function parseHooksBase(value: string): { ok: true; base: string } | { ok: false; problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, problem: "Must be a URL such as https://hooks.slack.com/." };
  }
  if (url.protocol !== "https:") return { ok: false, problem: "Must start with https://." };
  if (url.username || url.password || url.search || url.hash) {
    return { ok: false, problem: "Must have no user name, password, query or fragment." };
  }
  if (isIP(bareHost(url)) && !isLoopbackBase(url)) {
    return { ok: false, problem: "Must name a host; an IP address only for loopback (127.0.0.1, ::1)." };
  }
  const path = url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`;
  return { ok: true, base: `${url.origin}${path}` };
}

/**
 * The rule for a stored webhook address, checked when it is saved and again before every delivery:
 * https, exactly the hooks address's host and port, a path under its path, no user info or fragment.
 * IP literals fail unless the hooks address is that same loopback literal (the host must match).
 */
export function checkWebhookUrl(value: string, base: URL): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.hash) return null;
  if (url.host !== base.host) return null;
  if (isIP(bareHost(url)) && !isLoopbackBase(base)) return null;
  if (!url.pathname.startsWith(base.pathname) || url.pathname === base.pathname) return null;
  return url;
}
