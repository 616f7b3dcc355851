import { describe, expect, it } from "vitest";
import { TaxonomySearch } from "./taxonomy-search.ts";

describe("TaxonomySearch", () => {
  it.each([
    [{ type: "server_side_injection.sql_injection" }, "server_side_injection.sql_injection"],
    [{ type: "any" }, "any"],
    [{ type: "server_side_injection" }, undefined],
    [{ type: "no_such_type" }, undefined],
    [{ type: 42 }, undefined],
    [{}, undefined],
  ])("reads %j as %s", (search, expected) => {
    expect(TaxonomySearch.parse(search).type).toBe(expected);
  });
});
