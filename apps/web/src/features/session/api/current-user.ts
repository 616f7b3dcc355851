import type { AuthenticatedUser } from "@bounty/shared";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { mayBeSignedIn } from "../../../lib/tokens.ts";

export const currentUserKey = ["users", "authenticated"] as const;

/**
 * The signed-in user, or null for a visitor (no sign-in, or one the server no longer accepts). A tab
 * that starts with no access token gets one from the refresh cookie on the first 401.
 */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: async (): Promise<AuthenticatedUser | null> => {
    if (!mayBeSignedIn()) return null;
    try {
      const body = await api.get<DataEnvelope<AuthenticatedUser>>("/users/authenticated", { toast: false });
      return body.data;
    } catch (error) {
      if (isApiError(error, 401)) return null;
      throw error;
    }
  },
  staleTime: 5 * 60 * 1000,
});

/** The signed-in user or null; the root route has loaded it before any page renders. */
export function useCurrentUser(): AuthenticatedUser | null {
  return useSuspenseQuery(currentUserQuery).data;
}
