import { describe, expect, it } from "vitest";
import {
  dayRangeOf,
  formatDay,
  formatDayRange,
  isValidDayRange,
  parseDay,
  presetOf,
  presetRange,
  RangeParam,
  rangePresets,
  toApiRange,
  toRangeParam,
} from "./date-range.ts";

// A Saturday afternoon, local time (the tests run in whatever zone the machine has).
const now = new Date(2026, 10, 21, 15, 30);

describe("presets", () => {
  it.each([
    ["today", "2026-11-21", "2026-11-21"],
    ["yesterday", "2026-11-20", "2026-11-20"],
    ["thisWeek", "2026-11-16", "2026-11-21"],
    ["last7", "2026-11-15", "2026-11-21"],
    ["last30", "2026-10-23", "2026-11-21"],
    ["thisMonth", "2026-11-01", "2026-11-21"],
    ["lastMonth", "2026-10-01", "2026-10-31"],
  ] as const)("%s covers %s to %s", (preset, start, end) => {
    expect(presetRange(preset, now)).toEqual({ start, end });
    expect(presetOf({ start, end }, now)).toBe(preset);
  });

  it("crosses years and month lengths", () => {
    const newYear = new Date(2027, 0, 1, 0, 0, 1);
    expect(presetRange("yesterday", newYear)).toEqual({ start: "2026-12-31", end: "2026-12-31" });
    expect(presetRange("lastMonth", newYear)).toEqual({ start: "2026-12-01", end: "2026-12-31" });
    expect(presetRange("lastMonth", new Date(2028, 2, 31))).toEqual({
      start: "2028-02-01",
      end: "2028-02-29",
    });
    expect(presetRange("last7", new Date(2026, 2, 3))).toEqual({ start: "2026-02-25", end: "2026-03-03" });
  });

  it("starts the week on Monday, and names it Today on Mondays and Last 7 days on Sundays", () => {
    const monday = new Date(2026, 10, 16, 9);
    const sunday = new Date(2026, 10, 22, 9);
    expect(presetRange("thisWeek", monday)).toEqual({ start: "2026-11-16", end: "2026-11-16" });
    expect(presetOf(presetRange("thisWeek", monday), monday)).toBe("today");
    expect(presetRange("thisWeek", sunday)).toEqual({ start: "2026-11-16", end: "2026-11-22" });
    expect(presetOf(presetRange("thisWeek", sunday), sunday)).toBe("last7");
  });

  it("calls any other range custom", () => {
    expect(presetOf({ start: "2026-11-02", end: "2026-11-21" }, now)).toBe("custom");
    expect(presetOf({ start: "2026-10-01", end: "2026-10-30" }, now)).toBe("custom");
  });

  it("gives every preset a valid range", () => {
    for (const preset of rangePresets) {
      const { start, end } = presetRange(preset, now);
      expect(isValidDayRange(start, end), preset).toBe(true);
    }
  });
});

describe("days", () => {
  it("reads real calendar days only", () => {
    expect(formatDay(parseDay("2028-02-29")!)).toBe("2028-02-29");
    expect(parseDay("2026-02-29")).toBeNull();
    expect(parseDay("2026-13-01")).toBeNull();
    expect(parseDay("2026-1-01")).toBeNull();
    expect(parseDay("21/11/2026")).toBeNull();
    expect(parseDay("")).toBeNull();
    expect(formatDay(parseDay("0099-06-01")!)).toBe("0099-06-01");
  });

  it("checks a custom range: two days, in order, at most 366 days", () => {
    expect(isValidDayRange("2026-11-01", "2026-11-21")).toBe(true);
    expect(isValidDayRange("2026-11-21", "2026-11-21")).toBe(true);
    expect(isValidDayRange("2026-11-22", "2026-11-21")).toBe(false);
    expect(isValidDayRange("2026-11-01", null)).toBe(false);
    expect(isValidDayRange(undefined, "2026-11-01")).toBe(false);
    expect(isValidDayRange("2026-11-01", "2026-11-31")).toBe(false);
    expect(isValidDayRange("2024-01-01", "2024-12-31")).toBe(true);
    expect(isValidDayRange("2024-01-01", "2025-01-01")).toBe(false);
  });
});

describe("the API's instants", () => {
  it("runs from the first day's local midnight to the midnight after the last day", () => {
    const { start, end } = toApiRange({ start: "2026-10-22", end: "2026-11-21" });
    expect(new Date(start)).toEqual(new Date(2026, 9, 22));
    expect(new Date(end)).toEqual(new Date(2026, 10, 22));
    expect(start).toMatch(/Z$/);
  });

  it("covers one whole day for Today", () => {
    const { start, end } = toApiRange(presetRange("today", now));
    expect(new Date(start)).toEqual(new Date(2026, 10, 21));
    expect(new Date(end)).toEqual(new Date(2026, 10, 22));
  });
});

describe("the range search param", () => {
  it("reads two valid days", () => {
    expect(RangeParam(["2026-10-22", "2026-11-21"])).toEqual(["2026-10-22", "2026-11-21"]);
  });

  it.each([
    ["one day", "2026-10-22"],
    ["three days", ["2026-10-22", "2026-11-01", "2026-11-21"]],
    ["an end before the start", ["2026-11-21", "2026-10-22"]],
    ["a day that does not exist", ["2026-02-30", "2026-03-02"]],
    ["numbers", [2026, 2027]],
    ["a year and a half", ["2025-01-01", "2026-07-01"]],
    ["nothing", undefined],
  ])("falls back quietly on %s", (_, value) => {
    expect(RangeParam(value)).toBeUndefined();
  });

  it("stands for the last 30 days when absent, and is left out for them", () => {
    expect(dayRangeOf(undefined, now)).toEqual(presetRange("last30", now));
    expect(dayRangeOf(["2026-11-01", "2026-11-02"], now)).toEqual({ start: "2026-11-01", end: "2026-11-02" });
    expect(toRangeParam(presetRange("last30", now), now)).toBeUndefined();
    expect(toRangeParam(presetRange("last7", now), now)).toEqual(["2026-11-15", "2026-11-21"]);
  });
});

describe("formatDayRange", () => {
  // ICU puts thin spaces around the dash; compare plain spaces.
  const format = (start: string, end: string, language: string) =>
    formatDayRange({ start, end }, language).replace(/\s/g, " ");

  it("writes the range the UI language's way", () => {
    expect(format("2026-10-22", "2026-11-21", "en")).toBe("Oct 22 – Nov 21, 2026");
    expect(format("2026-11-21", "2026-11-21", "en")).toBe("Nov 21, 2026");
    expect(format("2026-10-22", "2026-11-21", "ja")).toBe("2026/10/22～2026/11/21");
    expect(format("2026-10-22", "2026-11-21", "fr")).toBe("22 oct. – 21 nov. 2026");
  });
});
