import { describe, expect, it } from "vitest";
import { readSearch } from "../../../lib/search-readers.ts";
import { ProgramSearch } from "./program-search.ts";

describe("program list search params", () => {
  it("defaults every filter", () => {
    expect(readSearch(ProgramSearch, {})).toEqual({ page: 1, type: "all", visibility: "all", s: "" });
  });

  it("keeps valid values, coercing the page from the URL", () => {
    expect(
      readSearch(ProgramSearch, { page: "3", type: "bounty", visibility: "application", s: "acme" }),
    ).toEqual({
      page: 3,
      type: "bounty",
      visibility: "application",
      s: "acme",
    });
  });

  it("replaces invalid values by their defaults instead of failing the page", () => {
    expect(readSearch(ProgramSearch, { page: "-2", type: "internal", visibility: "invite", s: 5 })).toEqual({
      page: 1,
      type: "all",
      visibility: "all",
      s: "",
    });
  });
});
