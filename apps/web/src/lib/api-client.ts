import { type IssuedTokens, REFRESH_COOKIE_HEADER } from "@bounty/shared";
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from "./api-error.ts";
import { asksForVerification, askToVerify } from "./recent-verification.ts";
import { showErrorToast } from "./toasts/error-toast.ts";
import { clearTokens, getAccessToken, mayBeSignedIn, setAccessToken } from "./tokens.ts";

export const API_BASE = "/api";

type QueryValue = string | number | boolean | null | undefined;
/** A list value is sent as the parameter repeated (`?state=new&state=checked`). */
type Query = Record<string, QueryValue | readonly (string | number)[]>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Show the failure toast (default true). Calls whose failure the page shows itself turn it off. */
  toast?: boolean;
}

let refreshing: Promise<string | null> | null = null;

/** The header that keeps the refresh token in the HttpOnly cookie (sign-in and refresh). */
export const REFRESH_COOKIE_HEADERS = { [REFRESH_COOKIE_HEADER]: "1" };

/**
 * Exchanges the refresh cookie for a new access token; concurrent callers of this tab share one
 * call, and tabs take turns (a Web Lock), so each rotation reads the cookie the last one set.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= inTurn(doRefresh).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? (locks.request("bounty-token-refresh", work) as Promise<T>) : work();
}

async function doRefresh(): Promise<string | null> {
  if (!mayBeSignedIn()) return null;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/auth/token/refresh`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...REFRESH_COOKIE_HEADERS },
      body: "{}",
      credentials: "same-origin",
    });
  } catch {
    return null; // Offline: keep the sign-in, the next call may succeed.
  }
  if (!response.ok) {
    // Only a refused sign-in ends it: a busy or unreachable server (429, 5xx) keeps it for the next call.
    if (response.status < 500 && response.status !== 429) clearTokens();
    return null;
  }
  const { data } = (await response.json()) as { data: IssuedTokens };
  setAccessToken(data.token);
  return data.token;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ""}`;
}

export function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/**
 * Sends with the stored access token; on a 401 refreshes once (sharing a refresh already under way)
 * and sends again. A page that starts with no token in memory but a sign-in kept in the browser
 * refreshes first: its first call does not fail with 401 to be sent again (issue 31: one round trip
 * saved on every signed-in page load). `sendWith` does the actual request, so JSON calls and uploads
 * share this.
 */
export async function withTokenRefresh(
  sendWith: (token: string | null) => Promise<Response>,
): Promise<Response> {
  const response = await withFreshToken(sendWith);
  // A sensitive write wants the second factor again (issue 46): ask, then send once more.
  if (!(await asksForVerification(response)) || !(await askToVerify())) return response;
  return withFreshToken(sendWith);
}

async function withFreshToken(sendWith: (token: string | null) => Promise<Response>): Promise<Response> {
  const stored = getAccessToken();
  const token = stored ?? (mayBeSignedIn() ? await refreshAccessToken() : null);
  const response = await sendWith(token);
  if (response.status !== 401 || (!token && !mayBeSignedIn())) return response;
  // The refresh just made failed for now (a 429, a 5xx): once per call, not twice.
  if (!stored && !token) return response;
  // Another call may have refreshed while this one was in flight: then retry with its token.
  const current = getAccessToken();
  const fresh = current && current !== token ? current : await refreshAccessToken();
  return fresh ? sendWith(fresh) : response;
}

/** Turns an answer into its JSON body, or throws an ApiError (with the failure toast unless turned off). */
export async function readResponse<T>(response: Response, toast = true): Promise<T> {
  if (!response.ok) {
    const error = await toApiError(response);
    if (toast) showErrorToast(error.status, error.message);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The network failed before any answer: throws the ApiError for it (status 0), after the toast. */
export function throwNetworkError(cause: unknown, toast = true): never {
  if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
  if (toast) showErrorToast(undefined, undefined);
  throw new ApiError(0, "network", NETWORK_ERROR_MESSAGE);
}

/** Calls the API and returns its JSON body; failures throw an ApiError (and show the toast unless turned off). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await withTokenRefresh((token) => send(path, options, token));
  } catch (cause) {
    throwNetworkError(cause, options.toast !== false);
  }
  return readResponse<T>(response, options.toast !== false);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};

/** The `{ data }` envelope of a single object. */
export interface DataEnvelope<T> {
  data: T;
}
