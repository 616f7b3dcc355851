import { sql } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError } from "../../../http/errors.ts";
import { holdsSecondFactor, requireRecentVerification } from "../../../http/recent-verification.ts";
import * as repo from "./organizations.repository.ts";
import { getOrganizationFor, type LoadedOrganization } from "./organizations.service.ts";

export const ADMIN_NEEDS_FACTOR_FIRST =
  "Add a second factor to your own account first: the rule would hold you back too.";

/**
 * The admin requires (or stops requiring) a second factor of every member (issue 46). Turning it on
 * wants the admin's own factor, confirmed within the last few minutes: the rule is only as strong as
 * the session that sets it, and an admin without a factor would lock the organization out.
 */
export async function setFactorRule(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  required: boolean,
): Promise<LoadedOrganization> {
  return ctx.database.db.transaction(async (tx) => {
    const loaded = await getOrganizationFor(tx, actor, organizationId, "update", { lock: true });
    // The admin's row too: a removal of their last factor (which locks it) waits, then sees the rule.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${actor.userId} for update`);
    if (required && !(await holdsSecondFactor(tx, actor.userId)))
      throw new AppError("second_factor_required", ADMIN_NEEDS_FACTOR_FIRST);
    await requireRecentVerification(ctx, actor, tx);
    if (loaded.organization.requireSecondFactor === required) return loaded;
    const organization = await repo.updateOrganization(tx, organizationId, { requireSecondFactor: required });
    await recordEvent(tx, {
      type: "org.second_factor_rule.changed",
      organizationId,
      actorId: actor.userId,
      payload: { required },
    });
    return { organization, access: loaded.access };
  });
}
