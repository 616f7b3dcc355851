import { guidelineAcceptances } from "../../../db/schema/index.ts";
import { authorize } from "../../../http/abilities.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError } from "../../../http/errors.ts";
import { findGuidelineAcceptance } from "./program-details.repository.ts";
import { getProgramFor } from "./program-loading.ts";
import { isOrganizationMember, programPolicy, programRefusals } from "./programs.policy.ts";

/**
 * A hunter accepts the program's guideline (needed to report, spec §5): signed-in non-members who
 * see the program's details. Accepting again keeps the first time.
 */
export async function acceptGuideline(ctx: AppContext, actor: Actor, ref: string): Promise<Date> {
  return ctx.database.db.transaction(async (tx) => {
    const loaded = await getProgramFor(tx, actor, ref, "read");
    if (isOrganizationMember(actor, loaded.access)) {
      throw new AppError("conflict", "Members of the organization do not report to its programs.");
    }
    authorize(actor, programPolicy, "readDetails", loaded.access, programRefusals.readDetails);
    const programId = loaded.row.program.id;
    await tx.insert(guidelineAcceptances).values({ programId, userId: actor.userId }).onConflictDoNothing();
    return (await findGuidelineAcceptance(tx, programId, actor.userId))!;
  });
}
