import { describe, expect, it } from "vitest";
import fr from "./locales/fr.json" with { type: "json" };
import ja from "./locales/ja.json" with { type: "json" };
import { vrtName, vrtPathName } from "./names.ts";
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
