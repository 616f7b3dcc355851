import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadOnStaleBuild } from "./stale-build.ts";

const failChunk = () => {
  const event = new Event("vite:preloadError", { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe("reloadOnStaleBuild", () => {
  it("reloads when a chunk fails, then not again within a minute", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const reload = vi.fn();
    reloadOnStaleBuild(window, reload);
    expect(failChunk().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // After the reload the chunk is still missing: the error shows instead of a loop.
    vi.setSystemTime(Date.now() + 30_000);
    expect(failChunk().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 31_000);
    failChunk();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
