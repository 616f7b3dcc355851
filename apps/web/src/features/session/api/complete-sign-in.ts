import type { AuthenticatedUser } from "@bounty/shared";
import type { QueryClient } from "@tanstack/react-query";
import { setAccessToken } from "../../../lib/tokens.ts";
import { currentUserKey, currentUserQuery } from "./current-user.ts";

/**
 * Stores the tokens and loads the user they belong to. Whatever an earlier account of this tab had
 * cached (its organizations' pages, settings) is dropped first: the new account must never see it.
 */
export async function completeSignIn(
  queryClient: QueryClient,
  tokens: { token: string },
): Promise<AuthenticatedUser> {
  const userKey = JSON.stringify(currentUserKey);
  queryClient.removeQueries({ predicate: (q) => JSON.stringify(q.queryKey) !== userKey });
  setAccessToken(tokens.token);
  const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
  if (!user) throw new Error("Signed in, but the account could not be loaded.");
  return user;
}
