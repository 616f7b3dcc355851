import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { completeSignIn } from "../../session/index.ts";

/** Stores the access token, loads the account, and goes where the sign-in leads: onboarding, back, or the profile. */
export function useFinishSignIn(redirect?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (tokens: { token: string }) => {
      const user = await completeSignIn(queryClient, tokens);
      if (!user.onboarded) return navigate({ to: "/onboarding", search: { redirect } });
      if (redirect) return navigate({ href: redirect });
      return navigate({ to: "/profiles/$name", params: { name: user.uniqueName } });
    },
    [queryClient, navigate, redirect],
  );
}
