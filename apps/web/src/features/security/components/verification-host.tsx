import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { setVerificationAsker } from "../../../lib/recent-verification.ts";
import { useCurrentUser } from "../../session/index.ts";

// Seldom needed, so its code (and the passkey library's) loads the first time an action asks.
const VerifyDialog = lazy(() => import("./verify-dialog.tsx").then((m) => ({ default: m.VerifyDialog })));

/** Answers the API client's "confirm it is you" (issue 46) with a dialog, for the signed-in person. */
export function VerificationHost() {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const settle = useRef<((verified: boolean) => void) | null>(null);
  useEffect(() => {
    if (!user) return;
    return setVerificationAsker(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setOpen(true);
        }),
    );
  }, [user]);
  if (!user || !open) return null;
  const done = (verified: boolean) => {
    setOpen(false);
    settle.current?.(verified);
    settle.current = null;
  };
  return (
    <Suspense fallback={null}>
      <VerifyDialog userId={user.id} onDone={done} />
    </Suspense>
  );
}
