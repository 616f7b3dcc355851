import type { Application, HunterRecord } from "@bounty/shared";
import { toUserPerson } from "../../users/index.ts";
import type { ApplicationView } from "./applications.repository.ts";

export const toApplication = (
  { application: a, hunter, program }: ApplicationView,
  record: HunterRecord,
): Application => {
  const { id, displayName, icon, uniqueName } = toUserPerson(hunter);
  return {
    id: a.id,
    state: a.state,
    viaInvite: a.viaInvite === "invite",
    program: { id: program.id, slug: program.slug, name: program.name },
    // The hunter's public record: public programs only, as every organization may know it.
    hunter: { id, displayName, icon, uniqueName, ...record },
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
};
