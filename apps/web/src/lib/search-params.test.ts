import { defaultParseSearch, defaultStringifySearch } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { stringifySearch } from "./search-params.ts";

describe("stringifySearch", () => {
  it("repeats the key for a list of strings, which the default parser reads back", () => {
    const search = { range: ["2026-10-22", "2026-11-21"], page: 2 };
    const text = stringifySearch(search);
    expect(text).toBe("?range=2026-10-22&range=2026-11-21&page=2");
    expect(defaultParseSearch(text)).toEqual(search);
  });

  it.each([
    { page: 1, s: "acme", type: "bounty" },
    { s: "123" },
    { s: "true" },
    { vector: "CVSS:3.1/AV:N/AC:L" },
    { list: ["1", "2"] },
    { list: ["only"] },
    { list: [1, 2] },
    { nested: { a: 1 } },
    { s: "" },
    {},
  ])("writes everything else as the default does: %j", (search) => {
    expect(stringifySearch(search)).toBe(defaultStringifySearch(search));
    expect(defaultParseSearch(stringifySearch(search))).toEqual(
      defaultParseSearch(defaultStringifySearch(search)),
    );
  });

  it("leaves out undefined values", () => {
    expect(stringifySearch({ range: undefined, page: 3 })).toBe("?page=3");
  });
});
