import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { signOut } from "./sign-out.ts";

/** Signs out and goes to /signin (spec §4). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);
  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut(queryClient);
      await navigate({ to: "/signin" });
      // The pages that were on screen are inactive now: their data goes too.
      queryClient.removeQueries({ type: "inactive" });
    } finally {
      setSigningOut(false);
    }
  };
  return { signOut: handleSignOut, isSigningOut };
}
