import type { ProgramInvite } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { programKey } from "../../../lib/query-keys.ts";

export const programInvitesKey = (programId: string) => [...programKey(programId), "invites"] as const;

/** GET programs/{id}/invites: the program's invite link, if any (zero or one). */
export const programInvitesQuery = (programId: string) =>
  queryOptions({
    queryKey: programInvitesKey(programId),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ProgramInvite[] }>(`/programs/${programId}/invites`, { signal })).data,
  });

export async function createProgramInvite(programId: string): Promise<ProgramInvite> {
  return (await api.post<DataEnvelope<ProgramInvite>>(`/programs/${programId}/invites`)).data;
}

export async function deleteProgramInvites(programId: string, inviteIds: readonly string[]): Promise<void> {
  for (const inviteId of inviteIds) await api.delete(`/programs/${programId}/invites/${inviteId}`);
}

/** Reset (spec §4): delete, then create anew; the old link stops working first. */
export async function resetProgramInvite(programId: string, inviteIds: readonly string[]) {
  await deleteProgramInvites(programId, inviteIds);
  return createProgramInvite(programId);
}

/** The link a hunter opens: /programs/{slug}/join?i={inviteId}. */
export const programInviteUrl = (origin: string, slug: string, inviteId: string) =>
  `${origin}/programs/${encodeURIComponent(slug)}/join?i=${encodeURIComponent(inviteId)}`;
