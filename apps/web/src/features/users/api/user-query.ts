import type { PublicUser } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

/** GET /api/users/{name}: a public profile by unique name (or id). */
export const userQuery = (name: string) =>
  queryOptions({
    queryKey: ["users", "profile", name],
    queryFn: async () =>
      (await api.get<DataEnvelope<PublicUser>>(`/users/${encodeURIComponent(name)}`, { toast: false })).data,
    retry: false,
  });
