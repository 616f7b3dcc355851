import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination.ts";

/** The rows a window reads from a list of `total` numbered rows, in the list's order. */
function read(total: number, page: number, perPage: number): number[] | null {
  const w = pageWindow(total, page, perPage);
  if (!w) return null;
  const list = Array.from({ length: total }, (_, i) => i);
  if (w.direction === "forward") return list.slice(w.offset, w.offset + w.limit);
  return [...list]
    .reverse()
    .slice(w.offset, w.offset + w.limit)
    .reverse();
}

describe("pageWindow", () => {
  it("reads every page, full or partial, as a plain OFFSET would", () => {
    for (const total of [0, 1, 24, 25, 26, 49, 50, 51, 2117]) {
      for (let page = 1; page <= Math.ceil(total / 25) + 1; page += 1) {
        const expected = Array.from({ length: total }, (_, i) => i).slice((page - 1) * 25, page * 25);
        expect(read(total, page, 25), `${total} rows, page ${page}`).toEqual(
          expected.length ? expected : null,
        );
      }
    }
  });

  it("reads the first half forwards and the rest backwards, so no page skips more than half the list", () => {
    expect(pageWindow(2117, 1, 25)).toEqual({ direction: "forward", offset: 0, limit: 25 });
    expect(pageWindow(2117, 85, 25)).toEqual({ direction: "backward", offset: 0, limit: 17 });
    expect(pageWindow(2117, 84, 25)).toEqual({ direction: "backward", offset: 17, limit: 25 });
    for (let page = 1; page <= 85; page += 1)
      expect(pageWindow(2117, page, 25)!.offset).toBeLessThanOrEqual(2117 / 2);
  });

  it("has nothing past the end", () => {
    expect(pageWindow(0, 1, 25)).toBeNull();
    expect(pageWindow(50, 3, 25)).toBeNull();
  });
});
