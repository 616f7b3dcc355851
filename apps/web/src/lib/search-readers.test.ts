import { describe, expect, it } from "vitest";
import {
  integer,
  isId,
  isoDay,
  listOf,
  oneOf,
  optional,
  readSearch,
  searchParams,
  text,
  uuid,
  withDefault,
} from "./search-readers.ts";

const ID = "3f0c2a9e-8d5b-4c1a-9e7f-2b6d4a8c0e1f";

describe("search param readers", () => {
  it("read integers from numbers and numeric strings within bounds", () => {
    const page = integer({ min: 1, max: 10 });
    expect([page(3), page("4"), page(" 5 ")]).toEqual([3, 4, 5]);
    expect([page(0), page(11), page(2.5), page(""), page("x"), page(true), page(null)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("read strings up to a length, listed values, ids and calendar days", () => {
    expect([text(3)("abc"), text(3)("abcd"), text(3)(12)]).toEqual(["abc", undefined, undefined]);
    expect([oneOf(["a", "b"])("b"), oneOf(["a", "b"])("c")]).toEqual(["b", undefined]);
    expect([uuid(ID), uuid(ID.toUpperCase()), uuid("3f0c2a9e-8d5b-0c1a-9e7f-2b6d4a8c0e1f")]).toEqual([
      ID,
      ID.toUpperCase(),
      undefined,
    ]);
    expect([isId(ID), isId("42"), isId(undefined)]).toEqual([true, false, false]);
    expect([isoDay("2028-02-29"), isoDay("2026-02-29"), isoDay("2026-13-01"), isoDay("26-1-1")]).toEqual([
      "2028-02-29",
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("read a repeated param as a list, dropping what the reader rejects", () => {
    const ids = listOf(uuid);
    expect(ids(undefined)).toEqual([]);
    expect(ids(ID)).toEqual([ID]);
    expect(ids([ID, "nope", 3])).toEqual([ID]);
  });

  it("fall back to the default or to undefined, whether the value is absent or unusable", () => {
    expect([withDefault(text(2), "x")(undefined), withDefault(text(2), "x")("long")]).toEqual(["x", "x"]);
    expect([optional(text(2))(undefined), optional(text(2))("long"), optional(text(2))("ok")]).toEqual([
      undefined,
      undefined,
      "ok",
    ]);
  });

  it("give the page every declared key, undefined included, so a raw value cannot slip through", () => {
    const Search = searchParams({ page: withDefault(integer({ min: 1 }), 1), tab: optional(oneOf(["a"])) });
    const read = readSearch(Search, { page: "0", tab: "zzz", other: 1 });
    expect(read).toEqual({ page: 1, tab: undefined });
    expect(Object.keys(read).sort()).toEqual(["page", "tab"]);
    expect(readSearch(Search, { page: 7, tab: "a" })).toEqual({ page: 7, tab: "a" });
  });
});
