import { describe, expect, it } from "vitest";
import { readSearch } from "../../../lib/search-readers.ts";
import { AuthSearch } from "./auth-search.ts";
import { safeReturnPath } from "./return-path.ts";

describe("safeReturnPath", () => {
  it.each([
    ["/organizations/o1/join?i=abc&c=xyz", "/organizations/o1/join?i=abc&c=xyz"],
    ["/programs", "/programs"],
    ["/profiles/ada#socials", "/profiles/ada#socials"],
    ["/a/../programs", "/programs"],
  ])("keeps the site path %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ["another site, protocol-relative", "//evil.example/x"],
    ["another site through a backslash", "/\\evil.example/x"],
    ["a backslash later on", "/programs\\..\\x"],
    ["a tab browsers would drop", "/\t/evil.example"],
    ["a newline browsers would drop", "/\n/evil.example"],
    ["a space", "/ /evil.example"],
    ["a scheme", "https://evil.example/"],
    ["a javascript URL", "javascript:alert(1)"],
    ["a relative path", "programs"],
    ["an empty string", ""],
    ["a sign-in page (a loop)", "/signin?redirect=/programs"],
    ["the onboarding page (a loop)", "/onboarding"],
    ["the confirmation page", "/auth/confirm?state=s&code=c"],
    ["a very long value", `/${"a".repeat(2001)}`],
    ["not a string", 42],
  ])("drops %s", (_why, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});

describe("AuthSearch", () => {
  it("keeps a safe redirect and drops an unsafe one instead of failing the page", () => {
    expect(readSearch(AuthSearch, { redirect: "/programs" })).toEqual({ redirect: "/programs" });
    expect(readSearch(AuthSearch, { redirect: "//evil.example" }).redirect).toBeUndefined();
    expect(readSearch(AuthSearch, { redirect: ["/programs"] }).redirect).toBeUndefined();
    expect(readSearch(AuthSearch, {}).redirect).toBeUndefined();
  });
});
