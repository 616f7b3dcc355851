import type { PublicUser, UserAbilities } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

export const profileQueriesKey = ["users", "profile"] as const;

export interface UserProfile {
  user: PublicUser;
  /** What the viewer may do: `update` only for the owner, in a session. */
  abilities: UserAbilities;
}

/** GET /api/users/{name}: a public profile by unique name (or id), with the viewer's abilities. */
export const userQuery = (name: string) =>
  queryOptions({
    queryKey: [...profileQueriesKey, name],
    queryFn: async (): Promise<UserProfile> => {
      const body = await api.get<DataEnvelope<PublicUser> & { abilities: UserAbilities }>(
        `/users/${encodeURIComponent(name)}`,
        { toast: false },
      );
      return { user: body.data, abilities: body.abilities };
    },
    retry: false,
  });
