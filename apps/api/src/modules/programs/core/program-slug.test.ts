import { ProgramSlug } from "@bounty/shared";
import { describe, expect, it } from "vitest";
import { nextFreeSlug, slugBaseOf } from "./program-slug.ts";

describe("program slugs", () => {
  it.each([
    ["Acme Bug Bounty", "acme-bug-bounty"],
    ["  Élan — Web & API  ", "elan-web-api"],
    ["snake_case_name", "snake_case_name"],
    ["日本語のみ", "program"],
    ["123e4567-e89b-12d3-a456-426614174000", "program-123e4567-e89b-12d3-a456-426614174000"],
  ])("%s gives %s", (name, slug) => {
    expect(slugBaseOf(name)).toBe(slug);
    expect(ProgramSlug.safeParse(slug).success).toBe(true);
  });

  it("keeps generated slugs at 60 characters, without a trailing hyphen", () => {
    const slug = slugBaseOf(`${"a".repeat(59)} b`);
    expect(slug).toBe("a".repeat(59));
  });

  it("takes the first free number after the base", () => {
    expect(nextFreeSlug("acme", [])).toBe("acme");
    expect(nextFreeSlug("acme", ["acme", "acme-2", "acme-4"])).toBe("acme-3");
  });

  it("refuses slugs outside the alphabet, and uuid-shaped ones", () => {
    expect(ProgramSlug.safeParse("a b").error?.issues[0]?.message).toBe(
      "Only English letters, digits, - and _ are allowed.",
    );
    expect(ProgramSlug.safeParse("123e4567-e89b-12d3-a456-426614174000").success).toBe(false);
  });
});
