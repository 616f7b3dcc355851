import type { ProgramInvitePreview } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { programKey } from "../../../lib/query-keys.ts";

/** GET programs/{slug}/invites/{inviteId}: what the invite link is for (visitors may read it; 404 when gone). */
export const programInvitePreviewQuery = (slug: string, inviteId: string) =>
  queryOptions({
    queryKey: [...programKey(slug), "invite", inviteId] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ProgramInvitePreview }>(
          `/programs/${encodeURIComponent(slug)}/invites/${encodeURIComponent(inviteId)}`,
          { signal, toast: false },
        )
      ).data,
  });
