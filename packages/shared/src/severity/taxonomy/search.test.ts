import { describe, expect, it } from "vitest";
import { searchVrt } from "./search.ts";

const ids = (query: string, language: "en" | "ja" | "fr" = "en") =>
  searchVrt(query, language, { leavesOnly: true }).map((node) => node.id);

describe("searchVrt for a picker (leaves only)", () => {
  it("puts the type named by the query first", () => {
    expect(ids("SQL")[0]).toBe("server_side_injection.sql_injection");
  });

  it("matches words across the path, so a category word narrows its variants", () => {
    const found = ids("xss stored");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((id) => id.startsWith("cross_site_scripting_xss.stored"))).toBe(true);
  });

  it("finds types by CWE id and by their dotted id", () => {
    expect(ids("CWE-89")).toContain("server_side_injection.sql_injection");
    expect(ids("sql_injection")).toContain("server_side_injection.sql_injection");
  });

  it("matches the viewer's language without accents, and only leaves", () => {
    expect(ids("SQLインジェクション", "ja")).toContain("server_side_injection.sql_injection");
    expect(ids("securite", "fr").length).toBeGreaterThan(0);
    expect(ids("Server-Side Injection")).not.toContain("server_side_injection");
  });

  it("finds nothing for a blank query or a word no type holds", () => {
    expect(ids("   ")).toEqual([]);
    expect(ids("zzzqqq")).toEqual([]);
  });
});

const sqli = "server_side_injection.sql_injection";

describe("searchVrt", () => {
  it("finds SQL Injection by part of its name, in any case", () => {
    expect(searchVrt("sql inj").map((node) => node.id)).toContain(sqli);
    expect(searchVrt("SQL")[0]?.id).toBe(sqli);
  });

  it("matches names in the viewer's language and in English", () => {
    expect(searchVrt("インジェクション", "ja").map((node) => node.id)).toContain(sqli);
    expect(searchVrt("injection sql", "fr").map((node) => node.id)).toContain(sqli);
    expect(searchVrt("sql injection", "ja").map((node) => node.id)).toContain(sqli);
  });

  it("matches the path, the id and CWE ids, and can keep to leaves", () => {
    const storedXss = searchVrt("xss stored", "en", { leavesOnly: true });
    expect(storedXss.length).toBeGreaterThan(0);
    expect(
      storedXss.every((node) => node.isLeaf && node.id.startsWith("cross_site_scripting_xss.stored")),
    ).toBe(true);
    expect(searchVrt("cwe-89").map((node) => node.id)).toContain(sqli);
    expect(searchVrt("injection").some((node) => !node.isLeaf)).toBe(true);
    expect(searchVrt("injection", "en", { leavesOnly: true }).every((node) => node.isLeaf)).toBe(true);
  });

  it("ignores accents", () => {
    const withAccent = searchVrt("requête", "fr").map((node) => node.id);
    expect(withAccent.length).toBeGreaterThan(0);
    expect(searchVrt("requete", "fr").map((node) => node.id)).toEqual(withAccent);
  });

  it("finds nothing for a blank query or an unknown word", () => {
    expect(searchVrt("   ")).toEqual([]);
    expect(searchVrt("zzzz-no-such-type")).toEqual([]);
  });
});
