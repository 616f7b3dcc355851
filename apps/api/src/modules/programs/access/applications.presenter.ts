import type { Application } from "@bounty/shared";
import { toPublicUser } from "../../users/index.ts";
import type { ApplicationView } from "./applications.repository.ts";

export const toApplication = ({ application: a, hunter, program }: ApplicationView): Application => {
  const { id, displayName, icon, uniqueName } = toPublicUser(hunter);
  return {
    id: a.id,
    state: a.state,
    viaInvite: a.viaInvite === "invite",
    program: { id: program.id, slug: program.slug, name: program.name },
    // Reports arrive with issue 6; until then no hunter has submitted or been rewarded.
    hunter: { id, displayName, icon, uniqueName, submittedCount: 0, rewardedCount: 0 },
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
};
