const MAX_BASE = 60;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A slug from a program name, within the spec's alphabet (English letters, digits, - and _):
 * accents dropped, other runs of characters made one hyphen, lowercased. A name with none of
 * those letters gives "program"; a uuid-shaped result is prefixed, as ids and slugs share one URL.
 */
export function slugBaseOf(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, MAX_BASE)
    .replace(/[-_]+$/, "");
  if (!base) return "program";
  return UUID_SHAPE.test(base) ? `program-${base}` : base;
}

/** The base itself when free, otherwise base-2, base-3, … the first not in `taken` (lowercased). */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

export const isUuidShaped = (s: string) => UUID_SHAPE.test(s);
