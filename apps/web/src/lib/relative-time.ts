export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** "in 2 days" / "3 hours ago", in the UI language, rounded to the unit that reads best. */
export function relativeTime(ms: number, language: string, style: "long" | "narrow" = "long"): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: "always", style });
  const abs = Math.abs(ms);
  if (abs >= DAY) return format.format(Math.round(ms / DAY), "day");
  if (abs >= HOUR) return format.format(Math.round(ms / HOUR), "hour");
  return format.format(Math.round(ms / 60_000), "minute");
}
