import { z } from "zod";
import { RowId, Timestamp } from "../schemas/common.ts";
import { type DateRangeValue, dateRangeParam } from "../schemas/date-range.ts";
import { SEVERITY_LEVELS } from "../severity/severity.ts";
import { triageActionTypes } from "./flow.ts";
import { TriageStep, TriageSummary } from "./schemas.ts";

/** Spec 2 §9: each of the dashboard's lists holds five entries. */
export const TRIAGE_DASHBOARD_LIST = 5;
/** Spec 2 §2: a vulnerability whose last action is older than this is urgent. */
export const TRIAGE_URGENT_DAYS = 3;
/** The urgent list says how many there are up to this; the badge then reads 1,000+. */
export const TRIAGE_URGENT_COUNT_CAP = 1000;

const DAY_MS = 86_400_000;

/**
 * Spec 2 §9: the dashboard opens on the current week, Monday 00:00 to now. The browser asks for its
 * own week in its time zone; this default (UTC) serves callers that send no range.
 */
export function currentWeek(now: Date = new Date()): DateRangeValue {
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - sinceMonday * DAY_MS,
  );
  return { start, end: now };
}

/**
 * GET triage/{id}/stats: `range` twice (start, end), else the current week; `all=true` instead
 * covers the program's whole history.
 */
export const TriageStatsQuery = z.object({
  range: dateRangeParam(() => currentWeek()),
  all: z.enum(["true", "false"], { error: "Give all as true or false." }).default("false"),
});
export type TriageStatsQuery = z.infer<typeof TriageStatsQuery>;

/** An entry of a dashboard list: a vulnerability and the moment (and, for messages, the words) it is listed for. */
export const TriageDashboardEntry = z.object({
  id: RowId,
  number: z.number().int(),
  title: z.string(),
  severity: z.enum(SEVERITY_LEVELS).nullable(),
  lastAction: TriageStep.nullable(),
  /** When it was sent, last acted on or written to, as the list says. */
  createdAt: Timestamp,
  /** A message's first words (Recent Messages); null in the other lists. */
  summary: z.string().nullable(),
});
export type TriageDashboardEntry = z.infer<typeof TriageDashboardEntry>;

/** GET triage/{id}/summary: the counts per step and the dashboard's four lists. */
export const TriageDashboard = TriageSummary.extend({
  /** Open vulnerabilities whose next step is the caller's side, the longest waiting first. */
  nextUp: z.array(TriageDashboardEntry),
  /** Open vulnerabilities untouched for more than three days, the oldest first, and how many there are (up to TRIAGE_URGENT_COUNT_CAP). */
  urgent: z.array(TriageDashboardEntry),
  urgentTotal: z.number().int(),
  recentlySubmitted: z.array(TriageDashboardEntry),
  recentMessages: z.array(TriageDashboardEntry),
});
export type TriageDashboard = z.infer<typeof TriageDashboard>;

/** Spec 2 §3: vulnerabilities by none, low, medium, high, critical (no rating, informational and flex count as none). */
const BySeverity = z.object({
  none: z.number().int(),
  low: z.number().int(),
  medium: z.number().int(),
  high: z.number().int(),
  critical: z.number().int(),
});

/** Spec 2 §3's triage stats over a period (`range` null: all time). */
export const TriageStats = z.object({
  range: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** Per action: how many were taken, and the vulnerabilities they were taken on by severity. */
  countsByActions: z.array(
    z.object({ type: z.enum(triageActionTypes), count: z.number().int(), vulnerabilities: BySeverity }),
  ),
  vulnerabilitiesReceived: z.number().int(),
  /** From sending to the closing as resolved, over the vulnerabilities closed so in the period. */
  avgTimeToResolutionInSeconds: z.number().int().nullable(),
  /** Vulnerabilities certified in the period, per vulnerability type (null: none named). */
  countsByVulnType: z.array(z.object({ vrtId: z.string().nullable(), count: z.number().int() })),
  /** Hunters who sent in the period: first time to this program, sent before too, and all. */
  reporters: z.object({ new: z.number().int(), returning: z.number().int(), total: z.number().int() }),
});
export type TriageStats = z.infer<typeof TriageStats>;
