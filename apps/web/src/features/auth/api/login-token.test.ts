import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { LOGIN_POLL_INTERVAL_MS, loginTokenQuery } from "./login-token.ts";

describe("login token polling", () => {
  const options = loginTokenQuery("r1");
  const interval = options.refetchInterval as (query: unknown) => number | false;
  const stateWith = (state: object) => ({ state: { status: "success", data: undefined, ...state } });

  it("polls every 5 seconds while pending", () => {
    expect(LOGIN_POLL_INTERVAL_MS).toBe(5000);
    expect(interval(stateWith({ data: { status: "pending" } }))).toBe(5000);
  });

  it("stops once confirmed or when the server answers with an error", () => {
    expect(interval(stateWith({ data: { status: "confirmed", token: "a", refreshToken: "r" } }))).toBe(false);
    expect(interval(stateWith({ status: "error" }))).toBe(false);
  });

  it("retries a lost connection but not a 4xx answer", () => {
    const retry = options.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new ApiError(0, "network", "Failed to fetch"))).toBe(true);
    expect(retry(0, new ApiError(410, "gone", "Expired"))).toBe(false);
    expect(retry(0, new ApiError(404, "not_found", "Unknown"))).toBe(false);
  });
});
