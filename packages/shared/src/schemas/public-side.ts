import { z } from "zod";
import { SEVERITY_LEVELS } from "../severity/severity.ts";
import { RowId, Timestamp } from "./common.ts";
import { DateRange, DateRangeEcho } from "./date-range.ts";
import { CreditSystem } from "./program.ts";

/** Spec 2 §9: profile and public program activity pages. */
export const PUBLIC_ACTIVITIES_PER_PAGE = 20;
/** Yen per leaderboard point (BugBounty.jp ranks 1 point per ¥1,000); point programs pay points 1:1. */
export const YEN_PER_POINT = 1000;
/** Each leaderboard category's list: the podium's 3 and the rest, up to this many. */
export const LEADERBOARD_SIZE = 50;

/** A hunter on the public side: what a profile link needs. */
export const PublicHunter = z.object({
  id: RowId,
  displayName: z.string(),
  uniqueName: z.string(),
  icon: z.string().nullable(),
});
export type PublicHunter = z.infer<typeof PublicHunter>;

/** Spec 2 §3 Hall of fame: the hunters with an Accepted report in the program, most recent first. */
export const HallOfFame = z.object({ data: z.object({ entries: z.array(PublicHunter) }) });
export type HallOfFame = z.infer<typeof HallOfFame>;

/** The facts the public side shows (the catalog's `public` reader). */
export const PublicActivityType = z.enum([
  "report.submitted",
  "report.rewarded",
  "report.rejected",
  "report.disclosed",
]);
export type PublicActivityType = z.infer<typeof PublicActivityType>;

/**
 * One line of program or profile activity (spec 2 §3 Activity). The report is its number, its
 * severity and, only once it is disclosed, the disclosure's title and id: never its own title.
 */
export const PublicActivity = z.object({
  id: RowId,
  event: PublicActivityType,
  date: Timestamp,
  user: PublicHunter.nullable(),
  program: z.object({ id: RowId, slug: z.string(), name: z.string() }),
  report: z.object({
    number: z.number().int(),
    title: z.string().nullable(),
    disclosureId: RowId.nullable(),
    scopeSeverity: z.enum(SEVERITY_LEVELS).nullable(),
  }),
  /** A reward's amount and system; null for other lines and where the program hides amounts. */
  info: z.object({ system: CreditSystem, amount: z.number().int() }).nullable(),
});
export type PublicActivity = z.infer<typeof PublicActivity>;

export const PublicActivityList = z.object({
  data: z.array(PublicActivity),
  meta: z.object({ total: z.number().int(), page: z.number().int(), perPage: z.number().int() }),
});
export type PublicActivityList = z.infer<typeof PublicActivityList>;

export const ListPublicActivitiesQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(PUBLIC_ACTIVITIES_PER_PAGE).default(PUBLIC_ACTIVITIES_PER_PAGE),
});

/** GET leaderboard: `range` twice, default the last 30 days. */
export const LeaderboardQuery = z.strictObject({ range: DateRange });

/** Spec 2 §3 Leaderboard: accepted reports and points over the range, public programs only. */
export const Leaderboard = z.object({
  data: z.object({
    byNbOfReports: z.array(z.object({ user: PublicHunter, count: z.number().int() })),
    byPoints: z.array(z.object({ user: PublicHunter, sum: z.number().int() })),
  }),
  meta: z.object({ range: DateRangeEcho }),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

/** A hunter's public record, on profiles and on the application rows organizations read. */
export const HunterRecord = z.object({
  points: z.number().int(),
  submittedCount: z.number().int(),
  rewardedCount: z.number().int(),
});
export type HunterRecord = z.infer<typeof HunterRecord>;
