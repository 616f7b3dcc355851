import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_RANGE_DAYS } from "../constants.ts";
import { DateRangeQuery, defaultDateRange, RANGE_MESSAGES } from "./date-range.ts";

afterEach(() => vi.useRealTimers());

const parse = (range: unknown) => DateRangeQuery.safeParse(range === undefined ? {} : { range });
const messageOf = (range: unknown) => parse(range).error?.issues[0]?.message;

describe("DateRangeQuery", () => {
  it("defaults to the 30 days ending now", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-21T12:00:00Z"));
    expect(parse(undefined).data?.range).toEqual({
      start: new Date("2026-10-22T12:00:00Z"),
      end: new Date("2026-11-21T12:00:00Z"),
    });
    expect(defaultDateRange(new Date("2026-03-31T00:00:00Z")).start).toEqual(
      new Date("2026-03-01T00:00:00Z"),
    );
  });

  it("reads a start and an end with any offset", () => {
    expect(parse(["2026-03-01T00:00:00+09:00", "2026-03-02T00:00:00.500Z"]).data?.range).toEqual({
      start: new Date("2026-02-28T15:00:00Z"),
      end: new Date("2026-03-02T00:00:00.500Z"),
    });
  });

  it("takes up to 366 days, a leap year's worth", () => {
    expect(MAX_RANGE_DAYS).toBe(366);
    expect(parse(["2024-01-01T00:00:00Z", "2025-01-01T00:00:00Z"]).success).toBe(true);
    expect(messageOf(["2024-01-01T00:00:00Z", "2025-01-01T00:00:00.001Z"])).toBe(RANGE_MESSAGES.span);
  });

  it.each([
    ["a single value", "2026-03-01T00:00:00Z", RANGE_MESSAGES.twice],
    ["an empty value", "", RANGE_MESSAGES.twice],
    [
      "three values",
      ["2026-03-01T00:00:00Z", "2026-03-02T00:00:00Z", "2026-03-03T00:00:00Z"],
      RANGE_MESSAGES.twice,
    ],
    ["a number", 5, RANGE_MESSAGES.twice],
    ["dates without times", ["2026-03-01", "2026-03-02"], RANGE_MESSAGES.instant],
    ["times without an offset", ["2026-03-01T00:00:00", "2026-03-02T00:00:00Z"], RANGE_MESSAGES.instant],
    ["a day that does not exist", ["2026-02-29T00:00:00Z", "2026-03-02T00:00:00Z"], RANGE_MESSAGES.instant],
    ["words", ["yesterday", "today"], RANGE_MESSAGES.instant],
    ["an end before the start", ["2026-03-02T00:00:00Z", "2026-03-01T00:00:00Z"], RANGE_MESSAGES.order],
    [
      "an end equal to the start",
      ["2026-03-01T09:00:00+09:00", "2026-03-01T00:00:00Z"],
      RANGE_MESSAGES.order,
    ],
  ])("refuses %s with a message that says what to send", (_, range, message) => {
    expect(messageOf(range)).toBe(message);
  });
});
