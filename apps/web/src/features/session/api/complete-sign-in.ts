import type { AuthenticatedUser, TokenPair } from "@bounty/shared";
import type { QueryClient } from "@tanstack/react-query";
import { setTokens } from "../../../lib/tokens.ts";
import { currentUserQuery } from "./current-user.ts";

/** Stores the tokens and loads the user they belong to. */
export async function completeSignIn(
  queryClient: QueryClient,
  tokens: TokenPair,
): Promise<AuthenticatedUser> {
  setTokens(tokens);
  const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
  if (!user) throw new Error("Signed in, but the account could not be loaded.");
  return user;
}
