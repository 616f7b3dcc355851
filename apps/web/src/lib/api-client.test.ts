import { notifications } from "@mantine/notifications";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { errorToastContent } from "./toasts/error-toast.ts";
import { loadNotifications } from "./toasts/toasts.ts";
import { clearTokens, getAccessToken, mayBeSignedIn, setAccessToken } from "./tokens.ts";

vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn() } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const unauthorized = () => json(401, { error: { code: "unauthorized", message: "Your session has ended." } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
function mockFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
/** Toasts show once their code has loaded (lib/toasts.ts): wait until a toast asked for has shown. */
const toastsShown = async () => {
  await loadNotifications();
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const authHeader = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;
const refreshCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === "/api/auth/token/refresh");

beforeEach(() => setAccessToken("old-access"));
afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("sends the access token and returns the body", async () => {
    const fetchMock = mockFetch(() => json(200, { data: { ok: true } }));
    await expect(api.get("/users/authenticated")).resolves.toEqual({ data: { ok: true } });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/users/authenticated");
    expect(authHeader(fetchMock.mock.calls[0]![1]!)).toBe("Bearer old-access");
  });

  it("on a 401 refreshes once from the cookie, keeps the new access token in memory and retries with it", async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === "/api/auth/token/refresh") {
        // No token in the body: the server reads the HttpOnly cookie, which scripts cannot.
        expect(JSON.parse(String(init.body))).toEqual({});
        expect((init.headers as Record<string, string>)["x-refresh-cookie"]).toBe("1");
        expect(init.credentials).toBe("same-origin");
        return json(200, { data: { token: "new-access" } });
      }
      return authHeader(init) === "Bearer new-access" ? json(200, { data: "ok" }) : unauthorized();
    });
    await expect(api.get("/users/authenticated")).resolves.toEqual({ data: "ok" });
    expect(refreshCalls(fetchMock)).toHaveLength(1);
    expect(getAccessToken()).toBe("new-access");
    expect(JSON.stringify({ ...localStorage })).not.toContain("new-access");
  });

  it("a new tab (nothing in memory, signed in before) gets its access token from the cookie first, never a 401", async () => {
    localStorage.setItem("bounty.signedIn", "1");
    const fresh = await import("./tokens.ts");
    fresh.clearTokens();
    localStorage.setItem("bounty.signedIn", "1");
    const fetchMock = mockFetch((url, init) => {
      if (url === "/api/auth/token/refresh") return json(200, { data: { token: "tab-access" } });
      return authHeader(init) === "Bearer tab-access" ? json(200, { data: "me" }) : unauthorized();
    });
    await expect(api.get("/users/authenticated")).resolves.toEqual({ data: "me" });
    // The refresh, then the call with its token: one round trip, not a 401 and a retry.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      "/api/auth/token/refresh",
      "/api/users/authenticated",
    ]);
    expect(authHeader(fetchMock.mock.calls[1]![1]!)).toBe("Bearer tab-access");
  });

  it("a visitor who never signed in asks for no refresh", async () => {
    const { clearTokens } = await import("./tokens.ts");
    clearTokens();
    const fetchMock = mockFetch(() => unauthorized());
    await expect(api.get("/users/authenticated", { toast: false })).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls(fetchMock)).toHaveLength(0);
  });

  it("retries only once: a second 401 is the caller's error", async () => {
    const fetchMock = mockFetch((url) =>
      url === "/api/auth/token/refresh" ? json(200, { data: { token: "new-access" } }) : unauthorized(),
    );
    await expect(api.get("/users/authenticated", { toast: false })).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls(fetchMock)).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("shares one refresh call between concurrent 401s", async () => {
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const fetchMock = mockFetch(async (url, init) => {
      if (url === "/api/auth/token/refresh") {
        await refreshGate;
        return json(200, { data: { token: "new-access" } });
      }
      return authHeader(init) === "Bearer new-access" ? json(200, { data: url }) : unauthorized();
    });
    const calls = [api.get("/a"), api.get("/b"), api.get("/c")];
    await vi.waitFor(() => expect(refreshCalls(fetchMock)).toHaveLength(1));
    releaseRefresh();
    await expect(Promise.all(calls)).resolves.toEqual([
      { data: "/api/a" },
      { data: "/api/b" },
      { data: "/api/c" },
    ]);
    expect(refreshCalls(fetchMock)).toHaveLength(1);
  });

  it("forgets the sign-in when the refresh fails", async () => {
    mockFetch((url) =>
      url === "/api/auth/token/refresh"
        ? json(401, {
            error: { code: "unauthorized", message: "Your session has ended. Please sign in again." },
          })
        : unauthorized(),
    );
    await expect(api.get("/users/authenticated", { toast: false })).rejects.toBeInstanceOf(ApiError);
    expect(getAccessToken()).toBeNull();
    expect(mayBeSignedIn()).toBe(false);
  });

  it.each([429, 503])(
    "keeps the sign-in when the refresh answers %i (busy, or the database away)",
    async (status) => {
      mockFetch((url) =>
        url === "/api/auth/token/refresh"
          ? json(status, { error: { code: "unavailable", message: "Try again in a moment." } })
          : unauthorized(),
      );
      await expect(api.get("/users/authenticated", { toast: false })).rejects.toBeInstanceOf(ApiError);
      expect(mayBeSignedIn()).toBe(true);
    },
  );

  it("a new tab whose first refresh fails for now asks once per call, not again on the 401", async () => {
    clearTokens();
    localStorage.setItem("bounty.signedIn", "1");
    const fetchMock = mockFetch((url) =>
      url === "/api/auth/token/refresh"
        ? json(503, { error: { code: "unavailable", message: "Try again in a moment." } })
        : unauthorized(),
    );
    await expect(api.get("/users/authenticated", { toast: false })).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls(fetchMock)).toHaveLength(1);
    expect(mayBeSignedIn()).toBe(true);
  });

  it("turns the error body into an ApiError and shows the failure toast", async () => {
    mockFetch(() => json(409, { error: { code: "conflict", message: "This unique name is taken." } }));
    const error = await api.put("/users/1", { uniqueName: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "conflict", message: "This unique name is taken." });
    await toastsShown();
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ title: "409", message: "This unique name is taken." }),
    );
  });

  it("shows no toast when the caller turns it off", async () => {
    mockFetch(() => json(404, { error: { code: "not_found", message: "User not found." } }));
    await expect(api.get("/users/nobody", { toast: false })).rejects.toMatchObject({ status: 404 });
    await toastsShown();
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it("reports a lost connection as status 0 with the generic toast", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(api.get("/programs")).rejects.toMatchObject({ status: 0, message: "Failed to fetch" });
    await toastsShown();
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Error", message: "Something wrong happened" }),
    );
  });
});

describe("failure toast texts (spec §8)", () => {
  it("uses the status as title and the message's first line without a leading 'Error: '", () => {
    expect(errorToastContent(400, "Error: email: Enter your e-mail address.\nstack line")).toEqual({
      title: "400",
      message: "Enter your e-mail address.",
    });
  });

  it("says a refusal's words without the field path the API names for its callers", () => {
    expect(errorToastContent(400, "duplicateOf: Name another report of this program.").message).toBe(
      "Name another report of this program.",
    );
    expect(errorToastContent(400, "orgAssessment.cvss.version: Use CVSS 3.1.").message).toBe("Use CVSS 3.1.");
    // Only a refusal of the input: other answers keep their words whole.
    expect(errorToastContent(409, "Conflict: the report moved.").message).toBe("Conflict: the report moved.");
  });

  it("falls back to 'Error' and 'Something wrong happened'", () => {
    expect(errorToastContent(undefined, undefined)).toEqual({
      title: "Error",
      message: "Something wrong happened",
    });
    expect(errorToastContent(500, "")).toEqual({ title: "500", message: "Something wrong happened" });
  });
});
