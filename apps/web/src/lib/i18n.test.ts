import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { languages, UNIQUE_NAME_MESSAGE } from "@bounty/shared";
import { describe, expect, it } from "vitest";
import enDifferences from "../locales/en-differences.json";
import { catalogs } from "../test/catalogs.ts";
import { browserLanguage } from "./i18n.ts";

const srcDir = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|gen)\.tsx?$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

// t("…"), t('…') and i18n.t("…"), over several lines too; keys are string literals by house rule.
const callPattern = /\bt\(\s*(["'])((?:\\.|(?!\1)[^\\])*)\1/g;
const dynamicCallPattern = /\bt\(\s*[^"'\s)]/g;

const usedKeys = new Map<string, string>();
const dynamicCalls: string[] = [];
for (const file of sourceFiles(srcDir)) {
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(callPattern)) {
    usedKeys.set(
      JSON.parse(`"${match[2]!.replaceAll('\\"', '"').replaceAll('"', '\\"')}"`),
      relative(srcDir, file),
    );
  }
  for (const match of text.matchAll(dynamicCallPattern))
    dynamicCalls.push(`${relative(srcDir, file)}: ${match[0]}`);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("translation catalogs", () => {
  it("ships for English only the entries of en.json that differ from their key", () => {
    const differences = Object.fromEntries(
      Object.entries(catalogs.en).filter(([key, value]) => key !== value),
    );
    expect(enDifferences).toEqual(differences);
  });

  it("finds the keys the code uses", () => {
    expect(usedKeys.size).toBeGreaterThan(50);
    expect(usedKeys.has("Go to Homepage")).toBe(true);
  });

  it("uses only literal keys, so this scan sees them all", () => {
    expect(dynamicCalls).toEqual([]);
  });

  it.each(languages)("%s has every key the code uses", (language) => {
    const catalog: Record<string, string> = catalogs[language];
    const missing = [...usedKeys.keys()].filter((key) => !(key in catalog));
    expect(missing).toEqual([]);
  });

  it.each(languages)("%s has no key the code does not use", (language) => {
    const unused = Object.keys(catalogs[language]).filter((key) => !usedKeys.has(key));
    expect(unused).toEqual([]);
  });

  it("all catalogs have the same keys", () => {
    const english = Object.keys(catalogs.en).sort();
    for (const language of languages) expect(Object.keys(catalogs[language]).sort()).toEqual(english);
  });

  it.each(languages)("%s has a non-empty text with the same placeholders for each key", (language) => {
    const catalog: Record<string, string> = catalogs[language];
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(catalogs.en[key as keyof typeof catalogs.en]));
    }
  });

  it("writes the shared unique-name message as the spec words it", () => {
    expect(usedKeys.has(UNIQUE_NAME_MESSAGE)).toBe(true);
  });
});

describe("browserLanguage", () => {
  it("takes the first supported language, else English", () => {
    expect(browserLanguage(["de-DE", "fr-CA", "ja"])).toBe("fr");
    expect(browserLanguage(["ja-JP"])).toBe("ja");
    expect(browserLanguage(["de", "es"])).toBe("en");
    expect(browserLanguage([])).toBe("en");
  });
});
