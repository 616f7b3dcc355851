import { type DateRangeValue, type OrganizationStats, toDateRangeEcho } from "@bounty/shared";
import type { StatsRow } from "./stats.service.ts";

export const toOrganizationStats = (row: StatsRow, range: DateRangeValue): OrganizationStats => ({
  range: toDateRangeEcho(range),
  activities: row.activities,
  membersJoined: row.membersJoined,
  membersLeft: row.membersLeft,
  reportsSubmitted: row.reportsSubmitted,
  reportsRewarded: row.reportsRewarded,
  rewards: row.rewards,
});
