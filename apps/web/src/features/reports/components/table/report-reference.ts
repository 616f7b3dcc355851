import type { ReportSummary } from "@bounty/shared";

/**
 * A program's short code (issue 47): the initials of its slug's words (acme-bug-bounty → ABB), or
 * the first three letters of a one-word slug, at most four letters.
 */
export function programCode(slug: string): string {
  const words = slug.split(/[^a-z0-9]+/i).filter(Boolean);
  const code = words.length > 1 ? words.map((w) => w[0]).join("") : (words[0] ?? "").slice(0, 3);
  return code.slice(0, 4).toUpperCase();
}

/**
 * Each report's reference in a list that spans programs: the program's code with the report's
 * number (ABB-4), so "#1" of two programs never reads the same. Two programs whose codes meet are
 * told apart by their whole slugs.
 */
export function referencesOf(reports: readonly ReportSummary[]): Map<string, string> {
  const programs = new Map(reports.map((r) => [r.program.id, r.program.slug]));
  const byCode = new Map<string, string[]>();
  for (const [id, slug] of programs)
    byCode.set(programCode(slug), [...(byCode.get(programCode(slug)) ?? []), id]);
  const prefix = (slug: string) =>
    (byCode.get(programCode(slug))?.length ?? 0) > 1 ? slug.toUpperCase() : programCode(slug);
  return new Map(reports.map((r) => [r.id, `${prefix(r.program.slug)}-${r.number}`]));
}
