import type { AuthMode } from "@bounty/shared";
import { useState } from "react";
import type { Audience } from "../api/auth-search.ts";
import { AuthForm } from "./auth-form.tsx";
import type { PendingLogin } from "./pending-login.ts";
import { WaitingPanel } from "./waiting-panel.tsx";

export type { PendingLogin } from "./pending-login.ts";

interface AuthPanelProps {
  mode: AuthMode;
  audience?: Audience;
  /** A safe path of this site (see safeReturnPath) to go to once signed in, instead of the profile. */
  redirect?: string;
}

/** The sign-in choices, then the wait for the mail or provider tab: the auth screen's and the join page's. */
export function AuthPanel({ mode, audience, redirect }: AuthPanelProps) {
  const [pending, setPending] = useState<PendingLogin | null>(null);
  return pending ? (
    <WaitingPanel pending={pending} redirect={redirect} onCancel={() => setPending(null)} />
  ) : (
    <AuthForm mode={mode} audience={audience} redirect={redirect} onRequested={setPending} />
  );
}
