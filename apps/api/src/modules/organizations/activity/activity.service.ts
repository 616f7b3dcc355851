import type { DateRangeValue } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { listManagedProgramIds } from "../../standing/index.ts";
import type { OrganizationAccess } from "../core/organizations.policy.ts";
import { getOrganizationFor } from "../core/organizations.service.ts";
import type { ActivityViewer } from "./activity.policy.ts";
import * as repo from "./activity.repository.ts";

/** The viewer a member's feed and counts are filtered for, with the programs they manage read fresh. */
export async function activityViewerOf(db: DbOrTx, access: OrganizationAccess): Promise<ActivityViewer> {
  const membership = access.membership!;
  return { role: membership.role, programIds: await listManagedProgramIds(db, membership.id) };
}

/** Loads the organization for one of its members (others: 404) and the filter their feed reads through. */
export async function activityFilterFor(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  range: DateRangeValue,
): Promise<repo.ActivityFilter> {
  const db = ctx.database.db;
  const { organization, access } = await getOrganizationFor(db, actor, organizationId, "read");
  return { organizationId: organization.id, viewer: await activityViewerOf(db, access), range };
}

/** The organization's recent activity that the viewer may see, newest first; any member may read it. */
export async function listActivities(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  query: { range: DateRangeValue; page: number; perPage: number; program?: string },
): Promise<{ rows: repo.ActivityRow[]; total: number }> {
  const filter = await activityFilterFor(ctx, actor, organizationId, query.range);
  return repo.listActivities(ctx.database.db, { ...filter, programId: query.program }, query);
}
