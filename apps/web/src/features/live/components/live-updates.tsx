import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentUser } from "../../session/index.ts";

/**
 * While someone is signed in, hears the browser's one live-update stream (this tab may be the one
 * holding it) and refetches what its events make stale, hidden tabs included. The stream's code loads
 * only once someone is signed in: a visitor's first load does not carry it.
 */
export function LiveUpdates() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let ended = false;
    void Promise.all([import("../api/live-hub.ts"), import("../api/live-invalidation.ts")]).then(
      ([{ startLiveHub }, { staleKeysOf }]) => {
        if (ended) return;
        stop = startLiveHub(userId, {
          onNotice: (notice) => {
            for (const queryKey of staleKeysOf(notice, userId))
              void queryClient.invalidateQueries({ queryKey });
          },
          onReconnect: () => void queryClient.invalidateQueries({ queryKey: ["organizations"] }),
        });
      },
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [userId, queryClient]);

  return null;
}
