import type { Language } from "../../schemas/user.ts";
import { vrtName } from "./names.ts";
import { listVrtNodes, type VrtNode, vrtPath } from "./taxonomy.ts";

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

interface Entry {
  node: VrtNode;
  /** The node's own name, in English and in the viewer's language. */
  names: string[];
  /** Its whole path in both languages, its id and its CWE ids. */
  haystack: string;
}

const indexes = new Map<Language, Entry[]>();

// Built once per language on first search: 436 nodes, a few kilobytes of folded text.
function indexOf(language: Language): Entry[] {
  let entries = indexes.get(language);
  if (entries) return entries;
  entries = listVrtNodes().map((node) => {
    const paths = vrtPath(node.id).flatMap((step) => [step.name, vrtName(step, language)]);
    return {
      node,
      names: [fold(node.name), fold(vrtName(node, language))],
      haystack: fold([...paths, node.id, ...node.cwe].join(" ")),
    };
  });
  indexes.set(language, entries);
  return entries;
}

export interface VrtSearchOptions {
  /** Only rateable nodes (leaves), as a picker offers. */
  leavesOnly?: boolean;
}

/**
 * Nodes matching every word of the query anywhere in their path (English or the viewer's language), id
 * or CWE ids, ignoring case and accents, so "xss stored" and "CWE-89" both work. Names that start with
 * the query come first, then names holding every word, then the rest, each in upstream order.
 */
export function searchVrt(
  query: string,
  language: Language = "en",
  options: VrtSearchOptions = {},
): VrtNode[] {
  const folded = fold(query.trim());
  const words = folded.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const ranked: { node: VrtNode; rank: number }[] = [];
  for (const entry of indexOf(language)) {
    if (options.leavesOnly && !entry.node.isLeaf) continue;
    if (!words.every((word) => entry.haystack.includes(word))) continue;
    const rank = entry.names.some((name) => name.startsWith(folded))
      ? 0
      : entry.names.some((name) => words.every((word) => name.includes(word)))
        ? 1
        : 2;
    ranked.push({ node: entry.node, rank });
  }
  // Array#sort is stable, so equal ranks keep the taxonomy's order.
  return ranked.sort((a, b) => a.rank - b.rank).map((match) => match.node);
}
