import { type Program, ProgramSlug, SECONDS_PER_DAY } from "@bounty/shared";

export type SlugProblem = "blank" | "alphabet" | "tooLong" | "idShaped" | "unchanged";

/** Spec §5: the slug's alphabet, and it must differ from the current one. Null when it may be saved. */
export function slugProblem(value: string, program: Pick<Program, "slug">): SlugProblem | null {
  const slug = value.trim();
  if (slug === "") return "blank";
  if (!/^[A-Za-z0-9_-]+$/.test(slug)) return "alphabet";
  if (slug.length > 100) return "tooLong";
  // The shared schema has the last word (uuid-shaped slugs are refused: program URLs take either).
  if (!ProgramSlug.safeParse(slug).success) return "idShaped";
  if (slug.toLowerCase() === program.slug.toLowerCase()) return "unchanged";
  return null;
}

/** Spec §9: the reply time is stored in seconds and shown in whole business days. */
export const replyDaysOf = (seconds: number) => Math.round(seconds / SECONDS_PER_DAY);
export const replySecondsOf = (days: number) => Math.max(0, Math.trunc(days)) * SECONDS_PER_DAY;

/** Spec §4: CVSS only upgrades (3.1 to 4.0), never back. */
export const cvssChoicesFor = (current: Program["cvssVersion"]): Program["cvssVersion"][] =>
  current === "4.0" ? ["4.0"] : ["3.1", "4.0"];

/** Spec §4: the credit system is fixed once the program was activated once; only internal programs pay in points. */
export const isCreditSystemLocked = (program: Pick<Program, "firstActivated">) =>
  program.firstActivated !== null;
export const creditSystemsFor = (program: Pick<Program, "type">): Program["creditSystem"][] =>
  program.type === "internal" ? ["money", "point"] : ["money"];

/** Spec §1: internal programs are invite-only. */
export const visibilitiesFor = (program: Pick<Program, "type">): Program["visibility"][] =>
  program.type === "internal" ? ["invite"] : ["public", "application", "invite"];

/** Same members in any order: no change to send. */
export const isSameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));
