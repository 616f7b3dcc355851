import type { Language } from "../../schemas/user.ts";
import { vrtName } from "./names.ts";
import { listVrtNodes, type VrtNode } from "./taxonomy.ts";

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * Nodes whose name, in English or in the viewer's language, holds every word of the query; names that
 * start with the query come first, then upstream order. A blank query finds nothing.
 */
export function searchVrt(query: string, language: Language = "en"): VrtNode[] {
  const folded = fold(query.trim());
  const words = folded.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches: { node: VrtNode; rank: number }[] = [];
  for (const node of listVrtNodes()) {
    const names = [fold(node.name), fold(vrtName(node, language))];
    if (!names.some((name) => words.every((word) => name.includes(word)))) continue;
    matches.push({ node, rank: names.some((name) => name.startsWith(folded)) ? 0 : 1 });
  }
  return matches.sort((a, b) => a.rank - b.rank).map((match) => match.node);
}
