import type { DateRangeValue } from "@bounty/shared";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { rewardTotalsOf } from "../../ledger/index.ts";
import { activityScope } from "../activity/activity.policy.ts";
import { activityFilterFor } from "../activity/activity.service.ts";
import { type CountsRow, countActivities } from "./stats.repository.ts";

export interface StatsRow extends CountsRow {
  rewards: { money: number; point: number };
}

/**
 * Counts over the range from the events the viewer's feed shows; the amounts rewarded from the
 * ledger, over the programs whose rewards the viewer's feed shows (the same rule: all of them for the
 * admin, their own for a manager, none for other members). Any member may read them.
 */
export async function getOrganizationStats(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  range: DateRangeValue,
): Promise<StatsRow> {
  const filter = await activityFilterFor(ctx, actor, organizationId, range);
  const counts = await countActivities(ctx.database.db, filter);
  const scope = activityScope(filter.viewer, "report.rewarded", filter.audiences);
  const rewards =
    scope === "none"
      ? { money: 0, point: 0 }
      : await rewardTotalsOf(ctx.database.db, {
          organizationId,
          programIds: scope === "all" ? null : filter.viewer.programIds,
          start: range.start,
          end: range.end,
        });
  return { ...counts, rewards };
}
