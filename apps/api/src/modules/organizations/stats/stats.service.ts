import type { DateRangeValue } from "@bounty/shared";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { activityFilterFor } from "../activity/activity.service.ts";
import { countActivities, type StatsRow } from "./stats.repository.ts";

/** Counts over the range from the events the viewer's feed shows; any member may read them. */
export async function getOrganizationStats(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  range: DateRangeValue,
): Promise<StatsRow> {
  const filter = await activityFilterFor(ctx, actor, organizationId, range);
  return countActivities(ctx.database.db, filter);
}
