import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useCurrentUser } from "../api/current-user.ts";
import { recordDailyLogin } from "../api/daily-login.ts";

/** Makes the daily-login call when a page is shown to a signed-in user (at most once per 24 h). */
export function DailyLogin() {
  const user = useCurrentUser();
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname });

  useEffect(() => {
    if (user && pathname) void recordDailyLogin(user.id);
  }, [user, pathname]);

  return null;
}
