import type { TokenPair } from "@bounty/shared";
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from "./api-error.ts";
import { showErrorToast } from "./error-toast.ts";
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from "./tokens.ts";

export const API_BASE = "/api";

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Show the failure toast (default true). Calls whose failure the page shows itself turn it off. */
  toast?: boolean;
}

let refreshing: Promise<string | null> | null = null;

/** Exchanges the refresh token once; concurrent callers share the same call. Resolves to the new access token. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function doRefresh(): Promise<string | null> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    clearTokens();
    return null;
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/auth/token/refresh`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ refreshToken }),
    });
  } catch {
    return null; // Offline: keep the tokens, the next call may succeed.
  }
  if (!response.ok) {
    clearTokens();
    return null;
  }
  const { data } = (await response.json()) as { data: TokenPair };
  setTokens(data);
  return data.token;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ""}`;
}

function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function sendWithRefresh(path: string, options: RequestOptions): Promise<Response> {
  const token = getAccessToken();
  const response = await send(path, options, token);
  if (response.status !== 401 || (!token && !getRefreshToken())) return response;
  // Another call may have refreshed while this one was in flight: then retry with its token.
  const current = getAccessToken();
  const fresh = current && current !== token ? current : await refreshAccessToken();
  return fresh ? send(path, options, fresh) : response;
}

/** Calls the API and returns its JSON body; failures throw an ApiError (and show the toast unless turned off). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await sendWithRefresh(path, options);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    const error = new ApiError(0, "network", NETWORK_ERROR_MESSAGE);
    if (options.toast !== false) showErrorToast(undefined, undefined);
    throw error;
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (options.toast !== false) showErrorToast(error.status, error.message);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};

/** The `{ data }` envelope of a single object. */
export interface DataEnvelope<T> {
  data: T;
}
