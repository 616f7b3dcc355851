import { describe, expect, it } from "vitest";
import fr from "./locales/fr.json" with { type: "json" };
import ja from "./locales/ja.json" with { type: "json" };
import { vrtName, vrtPathName } from "./names.ts";
import { searchVrt } from "./search.ts";
import { getVrtNode, listVrtNodes } from "./taxonomy.ts";

const sqli = "server_side_injection.sql_injection";

describe("taxonomy names in three languages", () => {
  it.each([
    ["ja", ja],
    ["fr", fr],
  ] as const)("%s names every node, and nothing else", (_language, names) => {
    const english = new Set(listVrtNodes().map((node) => node.name));
    expect(new Set(Object.keys(names))).toEqual(english);
    expect(Object.values(names).every((name) => name.trim() !== "")).toBe(true);
  });

  it("translates a node's name and path", () => {
    const node = getVrtNode(sqli);
    expect(vrtName(node, "en")).toBe("SQL Injection");
    expect(vrtName(node, "ja")).toBe("SQLインジェクション");
    expect(vrtName(node, "fr")).toBe("Injection SQL");
    expect(vrtPathName(sqli, "en")).toBe("Server-Side Injection > SQL Injection");
    expect(vrtPathName("unknown.id", "fr")).toBe("unknown.id");
  });
});

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
