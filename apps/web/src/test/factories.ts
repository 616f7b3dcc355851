import { type AuthenticatedUser, DEFAULT_NOTIFICATION_PREFERENCES } from "@bounty/shared";
import { vi } from "vitest";
import { jsonResponse } from "./render.tsx";

export const buildUser = (overrides: Partial<AuthenticatedUser> = {}): AuthenticatedUser => ({
  id: "u1",
  displayName: "Ada",
  uniqueName: "ada",
  icon: null,
  bio: "",
  country: null,
  socials: [],
  openForEmployment: false,
  createdAt: "2025-01-01T00:00:00.000Z",
  email: "ada@example.com",
  notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES },
  settings: { language: "en", theme: "light" },
  onboarded: true,
  lastLoginAt: null,
  platformStaff: false,
  ...overrides,
});

type Handler = (body: unknown) => Response;

/** Stubs fetch with handlers keyed "METHOD /api/path" (query string ignored); others answer 404. */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input).split("?")[0]}`;
    const handler = routes[key];
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    return Promise.resolve(
      handler
        ? handler(body)
        : jsonResponse(404, { error: { code: "not_found", message: `No route ${key}` } }),
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  /** The parsed JSON bodies sent to one route, in order. */
  const bodiesFor = (key: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => `${init?.method ?? "GET"} ${String(url).split("?")[0]}` === key)
      .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
  return { fetchMock, bodiesFor };
}
