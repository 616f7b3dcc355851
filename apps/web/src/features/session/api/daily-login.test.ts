import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test/render.tsx";
import { DAILY_LOGIN_INTERVAL_MS, recordDailyLogin } from "./daily-login.ts";

afterEach(() => vi.unstubAllGlobals());

describe("daily login", () => {
  it("calls POST /api/users/login at most once per 24 hours per user", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(200, { data: { lastLoginAt: "now" } })));
    vi.stubGlobal("fetch", fetchMock);
    const start = Date.UTC(2025, 0, 1);

    expect(await recordDailyLogin("u1", start)).toBe(true);
    expect(await recordDailyLogin("u1", start + 60_000)).toBe(false);
    expect(await recordDailyLogin("u1", start + DAILY_LOGIN_INTERVAL_MS - 1)).toBe(false);
    expect(await recordDailyLogin("u2", start + 120_000)).toBe(true); // another account on this browser
    expect(await recordDailyLogin("u2", start + DAILY_LOGIN_INTERVAL_MS + 120_000)).toBe(true);

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[0]).toEqual([
      "/api/users/login",
      expect.objectContaining({ method: "POST" }),
    ]);
  });

  it("does not retry within the day when the call fails", async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetchMock);
    await recordDailyLogin("u1", 1_000);
    await recordDailyLogin("u1", 2_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
