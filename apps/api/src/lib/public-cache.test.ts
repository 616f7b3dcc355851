import { describe, expect, it } from "vitest";
import { PublicCache } from "./public-cache.ts";

describe("PublicCache", () => {
  it("keeps an answer until its scope is dropped", async () => {
    const cache = new PublicCache();
    let loads = 0;
    const load = async () => ({ scope: "p1", value: ++loads });
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    cache.drop("p1");
    expect(await cache.get("k", load)).toBe(2);
  });

  it("does not keep an answer whose scope was dropped while it loaded (it may predate the change)", async () => {
    const cache = new PublicCache();
    let release: (v: { scope: string; value: string }) => void = () => undefined;
    const slow = cache.get<string>("k", () => new Promise((r) => (release = r)));
    cache.drop("p1");
    release({ scope: "p1", value: "before the change" });
    expect(await slow).toBe("before the change");
    expect(await cache.get("k", async () => ({ scope: "p1", value: "after" }))).toBe("after");
    // Another scope's drop does not throw away this one's answer.
    const other = cache.get("k2", async () => ({ scope: "p1", value: "kept" }));
    cache.drop("p2");
    expect(await other).toBe("kept");
    expect(await cache.get("k2", async () => ({ scope: "p1", value: "reloaded" }))).toBe("kept");
  });

  it("clear drops every answer and keeps none of those loading (the bus missed events)", async () => {
    const cache = new PublicCache();
    await cache.get("k1", async () => ({ scope: "p1", value: "old" }));
    let release: (v: { scope: string; value: string }) => void = () => undefined;
    const slow = cache.get<string>("k2", () => new Promise((r) => (release = r)));
    cache.clear();
    release({ scope: "p2", value: "loaded before the clear" });
    expect(await slow).toBe("loaded before the clear");
    expect(await cache.get("k1", async () => ({ scope: "p1", value: "new" }))).toBe("new");
    expect(await cache.get("k2", async () => ({ scope: "p2", value: "new" }))).toBe("new");
  });
});
