import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentUser } from "../../session/api/current-user.ts";
import { startLiveHub } from "../api/live-hub.ts";
import { staleKeysOf } from "../api/live-invalidation.ts";

/**
 * While someone is signed in, hears the browser's one live-update stream (this tab may be the one
 * holding it) and refetches what its events make stale, hidden tabs included.
 */
export function LiveUpdates() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    return startLiveHub(userId, {
      onNotice: (notice) => {
        for (const queryKey of staleKeysOf(notice, userId)) void queryClient.invalidateQueries({ queryKey });
      },
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: ["organizations"] }),
    });
  }, [userId, queryClient]);

  return null;
}
