import type { Language } from "../../schemas/user.ts";
import fr from "./locales/fr.json" with { type: "json" };
import ja from "./locales/ja.json" with { type: "json" };
import { findVrtNode, type VrtNode, vrtPath } from "./taxonomy.ts";

// Keyed by the English name; a name without a translation stays in English.
const translations: Record<Exclude<Language, "en">, Record<string, string>> = { ja, fr };

/** A node's name in the viewer's language. */
export function vrtName(node: VrtNode, language: Language): string {
  if (language === "en") return node.name;
  return translations[language][node.name] ?? node.name;
}

/** "Category > Subcategory > Variant" in the viewer's language; the id itself when it is unknown. */
export function vrtPathName(id: string, language: Language, separator = " > "): string {
  if (!findVrtNode(id)) return id;
  return vrtPath(id)
    .map((node) => vrtName(node, language))
    .join(separator);
}
