import type { QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { clearTokens } from "../../../lib/tokens.ts";
import { currentUserKey } from "./current-user.ts";

/** Ends the session on the server when it can (errors ignored), then forgets the tokens and cached data. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await api.post("/auth/logout", undefined, { toast: false }).catch(() => undefined);
  clearTokens();
  queryClient.setQueryData(currentUserKey, null);
  // Pages still on screen keep their data until the caller navigates away; the rest goes now.
  queryClient.removeQueries({ type: "inactive" });
}
