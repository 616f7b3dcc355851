import { describe, expect, it } from "vitest";
import { readSearch } from "../../../lib/search-readers.ts";
import { TaxonomySearch } from "./taxonomy-search.ts";
import { selectedVrtType } from "./vrt-value.ts";

describe("TaxonomySearch", () => {
  it.each([
    [{ type: "server_side_injection.sql_injection" }, "server_side_injection.sql_injection"],
    [{ type: "any" }, "any"],
    [{ type: "server_side_injection" }, null],
    [{ type: "no_such_type" }, null],
    [{ type: "x".repeat(201) }, null],
    [{ type: 42 }, null],
    [{}, null],
  ])("reads %j as %s", (search, expected) => {
    expect(selectedVrtType(readSearch(TaxonomySearch, search).type)).toBe(expected);
  });
});
