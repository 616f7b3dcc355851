import { z } from "zod";
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from "../constants.ts";

const DAY_MS = 86_400_000;

export const RANGE_MESSAGES = {
  twice: "Give range twice, a start and an end.",
  instant: "Give each range as an ISO 8601 date-time with an offset, such as 2026-11-21T00:00:00+09:00.",
  order: "The range must start before it ends.",
  span: `The range may span at most ${MAX_RANGE_DAYS} days.`,
} as const;

/** A span of time: `start` included, `end` excluded. */
export interface DateRangeValue {
  start: Date;
  end: Date;
}

const Instant = z.iso.datetime({ offset: true });

/** The default range: the last 30 days, ending now. */
export const defaultDateRange = (now: Date = new Date()): DateRangeValue => ({
  start: new Date(now.getTime() - DEFAULT_RANGE_DAYS * DAY_MS),
  end: now,
});

/**
 * The `range` query parameter, given twice (`?range=<start>&range=<end>`) or not at all (then the
 * fallback's range). HTTP frameworks hand a repeated key over as an array and a single one as a
 * string, so both arrive here; a single value is refused rather than guessed at.
 */
export const dateRangeParam = (fallback: () => DateRangeValue) =>
  z
    .union([z.string(), z.array(z.string())], { error: RANGE_MESSAGES.twice })
    .optional()
    .transform((value, ctx): DateRangeValue => {
      if (value === undefined) return fallback();
      const values = Array.isArray(value) ? value : [value];
      if (values.length !== 2) {
        ctx.addIssue({ code: "custom", message: RANGE_MESSAGES.twice, input: value });
        return z.NEVER;
      }
      if (!values.every((v) => Instant.safeParse(v).success)) {
        ctx.addIssue({ code: "custom", message: RANGE_MESSAGES.instant, input: value });
        return z.NEVER;
      }
      const [start, end] = values.map((v) => new Date(v)) as [Date, Date];
      if (start.getTime() >= end.getTime()) {
        ctx.addIssue({ code: "custom", message: RANGE_MESSAGES.order, input: value });
        return z.NEVER;
      }
      if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS) {
        ctx.addIssue({ code: "custom", message: RANGE_MESSAGES.span, input: value });
        return z.NEVER;
      }
      return { start, end };
    });

/** The `range` parameter of most calls: the last 30 days when it is missing. */
export const DateRange = dateRangeParam(defaultDateRange);

/** Query schema for any call that takes a date range (activity feeds, statistics, the leaderboard). */
export const DateRangeQuery = z.object({ range: DateRange });
export type DateRangeQuery = z.infer<typeof DateRangeQuery>;

/** The range an answer covers, echoed back so a default range is visible to the caller. */
export const DateRangeEcho = z.object({ start: z.string(), end: z.string() });
export type DateRangeEcho = z.infer<typeof DateRangeEcho>;

export const toDateRangeEcho = (range: DateRangeValue): DateRangeEcho => ({
  start: range.start.toISOString(),
  end: range.end.toISOString(),
});
