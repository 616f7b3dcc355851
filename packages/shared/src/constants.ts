/**
 * Plain values (page sizes, enumerations, limits, header names) kept apart from the zod schemas:
 * the web app's first load needs some of them, and importing one from a schema module would bring
 * that module's schemas and zod along (the Speed issue's 170 KB budget). The schemas import them.
 */

/** Spec §9: the program list is fetched 200 at a time. */
export const PROGRAMS_PER_PAGE = 200;

/** Spec: the organization dashboard's feed pages by total and perPage; it does not give a size. */
export const ACTIVITIES_PER_PAGE = 20;
export const MAX_ACTIVITIES_PER_PAGE = 100;

/** Spec §9 (both documents): feeds, statistics and the leaderboard default to the last 30 days. */
export const DEFAULT_RANGE_DAYS = 30;
/** A year, leap day included: wide enough for "last year" views, narrow enough to keep counts cheap. */
export const MAX_RANGE_DAYS = 366;

/**
 * The header a browser sends to keep the refresh token in an HttpOnly cookie instead: answers then
 * carry the access token only, and a refresh reads the cookie.
 */
export const REFRESH_COOKIE_HEADER = "x-refresh-cookie";

/** Spec 2 §3: the report states, in the order the state dropdown lists them. */
export const reportStates = [
  "new",
  "checked",
  "unresolved",
  "resolved",
  "informational",
  "out_of_scope",
  "not_applicable",
  "not_reproducible",
  "duplicate",
] as const;

/** Spec 2 §9: a report list page holds 200 reports when perPage is missing. */
export const REPORTS_PER_PAGE = 200;
export const reportSorts = [
  "creation",
  "comment",
  "status",
  "target",
  // Issue 47: the organization's table sorts by the state (in the workflow's order), the severity
  // (worst first), the program, the hunter and the owner (by name).
  "state",
  "severity",
  "program",
  "hunter",
  "assignee",
] as const;
/** The sorts the hunter's own list does not offer: it shows no clock, no hunter and no owner. */
export const orgOnlyReportSorts: readonly string[] = ["target", "hunter", "assignee"];

export const languages = ["en", "ja", "fr"] as const;

export const MEMBERS_PER_PAGE = [200, 400] as const;
export const INVITES_PER_PAGE = 20;
export const ROLES_PER_PAGE = 200;

export const rewardLevels = ["informational", "low", "medium", "high", "critical"] as const;

/** Spec §9: reply time defaults to one business day, stored in seconds. */
export const SECONDS_PER_DAY = 86_400;
