import { z } from "zod";
import { DateRangeEcho } from "./date-range.ts";

/**
 * Issue 30's response clock: the four targets a program sets, in business days (Monday to Friday,
 * UTC; holidays count). The first response's is the program's reply speed.
 */
export const RESPONSE_TARGETS = ["firstResponse", "triage", "reward", "resolution"] as const;
export const ResponseTarget = z.enum(RESPONSE_TARGETS);
export type ResponseTarget = z.infer<typeof ResponseTarget>;

/** Business days a target may be set to; null is no target. */
export const TARGET_DAYS_MAX = 365;
export const TargetDays = z
  .number({ error: "Enter a whole number of business days." })
  .int("Enter a whole number of business days.")
  .min(1, "Use at least 1 business day.")
  .max(TARGET_DAYS_MAX, `Use at most ${TARGET_DAYS_MAX} business days.`)
  .nullable();

/** The three targets beside the reply speed, as a program stores and edits them. */
export const ResponseTargetDays = z.strictObject({
  triage: TargetDays,
  reward: TargetDays,
  resolution: TargetDays,
});
export type ResponseTargetDays = z.infer<typeof ResponseTargetDays>;

/** An open report's current target: which one, and when it falls due. */
export const ReportTarget = z.object({
  target: ResponseTarget,
  dueAt: z.string(),
  overdue: z.boolean(),
});
export type ReportTarget = z.infer<typeof ReportTarget>;

/** The daily digest names this many reports, most overdue first, and counts the rest. */
export const TARGET_DIGEST_LINES = 50;

/** The health badge's period and the reports it needs before it says anything (issue 30). */
export const HEALTH_PERIOD_DAYS = 90;
export const HEALTH_MIN_REPORTS = 5;

/** GET programs/{id}/response-health: how often the program met its targets over the last 90 days. */
export const ProgramHealth = z.object({
  /** Reports sent in the period that any target applies to. */
  reports: z.number().int(),
  /** Of those, the ones whose every target was met (or has not yet fallen due). */
  met: z.number().int(),
  /** met / reports in percent, rounded down; null below HEALTH_MIN_REPORTS reports or without targets. */
  percent: z.number().int().nullable(),
  hasTargets: z.boolean(),
});
export type ProgramHealth = z.infer<typeof ProgramHealth>;

/** One clock over the range: reports that reached it, the median and 90th percentile in seconds. */
export const ResponseTime = z.object({
  reached: z.number().int(),
  median: z.number().nullable(),
  p90: z.number().nullable(),
  /** Reports whose target for this step was met / missed (null target: both 0). */
  met: z.number().int(),
  missed: z.number().int(),
});
export type ResponseTime = z.infer<typeof ResponseTime>;

const counts = { open: z.number().int(), accepted: z.number().int(), rejected: z.number().int() };
const severities = {
  critical: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
  none: z.number().int(),
};

/** One day of the range, in the caller's time zone. */
export const StatsDay = z.object({
  day: z.string(),
  ...counts,
  ...severities,
  /** Rewarded that day, from the ledger: yen and points apart. */
  money: z.number().int(),
  point: z.number().int(),
});
export type StatsDay = z.infer<typeof StatsDay>;

/**
 * GET programs/{id}/stats (spec 2 §3 "Program stats": rewardsAmount, reportsRewarded and the reports
 * over time) and the dashboard's summary across an organization's programs: every figure over the
 * range, computed in the database from the event log and the ledger.
 */
export const ResponseStats = z.object({
  range: DateRangeEcho,
  timeZone: z.string(),
  reportsReceived: z.number().int(),
  byState: z.object(counts),
  bySeverity: z.object(severities),
  /** Rewarded over the range (corrections deducted), yen and points apart. */
  rewardsAmount: z.object({ money: z.number().int(), point: z.number().int() }),
  /** Reports with a reward over the range, each counted once. */
  reportsRewarded: z.number().int(),
  times: z.object({
    firstResponse: ResponseTime,
    triage: ResponseTime,
    reward: ResponseTime,
    resolution: ResponseTime,
  }),
  days: z.array(StatsDay),
});
export type ResponseStats = z.infer<typeof ResponseStats>;

/** IANA time zones the statistics group days by; UTC by default. */
export const TimeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "Give an IANA time zone, such as Asia/Tokyo.")
  .default("UTC");
