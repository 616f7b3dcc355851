import { MAX_RANGE_DAYS } from "@bounty/shared";
import { optional } from "../../lib/search-readers.ts";

/** The date range picker's presets (spec 2 §2), "Custom" aside. */
export const rangePresets = [
  "today",
  "yesterday",
  "thisWeek",
  "last7",
  "last30",
  "thisMonth",
  "lastMonth",
] as const;
export type RangePreset = (typeof rangePresets)[number];
export type RangeChoice = RangePreset | "custom";

/** Spec §9: the dashboard, statistics and the leaderboard open on the last 30 days. */
export const DEFAULT_PRESET: RangePreset = "last30";

/** Local calendar days as "YYYY-MM-DD", both included: what a person picks and what the URL holds. */
export interface DayRange {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Local midnight of a "YYYY-MM-DD" day, or null when it is not a real calendar day. */
export function parseDay(day: string): Date | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const local = new Date(2000, 0, 1);
  // setFullYear, because the Date constructor reads years 0 to 99 as 1900 to 1999.
  local.setFullYear(year, month, date);
  const isSameDay = local.getFullYear() === year && local.getMonth() === month && local.getDate() === date;
  return isSameDay ? local : null;
}

export const formatDay = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Calendar arithmetic in local time: a day across a daylight-saving change is still one day. */
const shiftDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The days a preset covers on the day `now` falls on. */
export function presetRange(preset: RangePreset, now: Date = new Date()): DayRange {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const span = (from: Date, to: Date) => ({ start: formatDay(from), end: formatDay(to) });
  switch (preset) {
    case "today":
      return span(today, today);
    case "yesterday":
      return span(shiftDays(today, -1), shiftDays(today, -1));
    case "thisWeek":
      // Weeks start on Monday (ISO 8601), in every language the product speaks.
      return span(shiftDays(today, -((today.getDay() + 6) % 7)), today);
    case "last7":
      return span(shiftDays(today, -6), today);
    case "last30":
      return span(shiftDays(today, -29), today);
    case "thisMonth":
      return span(new Date(today.getFullYear(), today.getMonth(), 1), today);
    case "lastMonth":
      return span(
        new Date(today.getFullYear(), today.getMonth() - 1, 1),
        new Date(today.getFullYear(), today.getMonth(), 0),
      );
  }
}

/** The preset a range is, on the day `now` falls on, else "custom". */
export function presetOf(range: DayRange, now: Date = new Date()): RangeChoice {
  // "This week" is also Today on Mondays and Last 7 days on Sundays: those names win.
  const byPriority = [...rangePresets.filter((p) => p !== "thisWeek"), "thisWeek" as const];
  const found = byPriority.find((preset) => {
    const days = presetRange(preset, now);
    return days.start === range.start && days.end === range.end;
  });
  return found ?? "custom";
}

/** The API's instants for a range of days: [start 00:00 local, the day after the end 00:00 local). */
export function toApiRange(range: DayRange): { start: string; end: string } {
  const start = parseDay(range.start);
  const end = parseDay(range.end);
  if (!start || !end) throw new Error(`not a range of days: ${range.start}..${range.end}`);
  return { start: start.toISOString(), end: shiftDays(end, 1).toISOString() };
}

/** Two real days in order, spanning no more than the API accepts. */
export function isValidDayRange(start: string | null | undefined, end: string | null | undefined): boolean {
  const from = start ? parseDay(start) : null;
  const to = end ? parseDay(end) : null;
  if (!from || !to || from.getTime() > to.getTime()) return false;
  return shiftDays(to, 1).getTime() - from.getTime() <= MAX_RANGE_DAYS * DAY_MS;
}

/**
 * The `range` search param: a start and an end day (`?range=2026-10-22&range=2026-11-21`). Anything
 * else (one value, a bad day, an end before the start) falls back quietly to the default range.
 */
export const RangeParam = optional((raw): [string, string] | undefined =>
  Array.isArray(raw) &&
  raw.length === 2 &&
  typeof raw[0] === "string" &&
  typeof raw[1] === "string" &&
  isValidDayRange(raw[0], raw[1])
    ? [raw[0], raw[1]]
    : undefined,
);
export type RangeParam = [string, string] | undefined;

/** The days a `range` param stands for: the default preset when it is absent. */
export const dayRangeOf = (param: RangeParam, now: Date = new Date()): DayRange =>
  param ? { start: param[0], end: param[1] } : presetRange(DEFAULT_PRESET, now);

/** The param for a range: left out when it is the default, so the plain URL keeps meaning "the last 30 days". */
export function toRangeParam(range: DayRange, now: Date = new Date()): RangeParam {
  return presetOf(range, now) === DEFAULT_PRESET ? undefined : [range.start, range.end];
}

/** "Oct 22 – Nov 21, 2026" in the UI language (one date when the range is one day). */
export function formatDayRange(range: DayRange, language: string): string {
  const start = parseDay(range.start);
  const end = parseDay(range.end);
  if (!start || !end) return "";
  return new Intl.DateTimeFormat(language, { dateStyle: "medium" }).formatRange(start, end);
}
