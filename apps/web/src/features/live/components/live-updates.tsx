import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentUser } from "../../session/api/current-user.ts";
import { runLiveConnection } from "../api/live-connection.ts";
import { staleKeysOf } from "../api/live-invalidation.ts";

/** While someone is signed in, keeps the live-update stream open and refetches what its events make stale. */
export function LiveUpdates() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    void runLiveConnection(
      {
        onNotice: (notice) => {
          for (const queryKey of staleKeysOf(notice, userId))
            void queryClient.invalidateQueries({ queryKey });
        },
        onReconnect: () => void queryClient.invalidateQueries({ queryKey: ["organizations"] }),
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [userId, queryClient]);

  return null;
}
