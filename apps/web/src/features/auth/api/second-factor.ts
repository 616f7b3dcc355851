import type { FactorChallenge } from "@bounty/shared";
import { startAuthentication } from "@simplewebauthn/browser";
import { api, type DataEnvelope, REFRESH_COOKIE_HEADERS } from "../../../lib/api-client.ts";

type Tokens = { token: string };

/** POST /api/auth/second-factor: a code (authenticator or recovery) finishes the sign-in. */
export async function answerWithCode(request: string, code: string): Promise<Tokens> {
  return (
    await api.post<DataEnvelope<Tokens>>(
      "/auth/second-factor",
      { request, code },
      { headers: REFRESH_COOKIE_HEADERS, toast: false },
    )
  ).data;
}

/** The browser's passkey answers the challenge the poll gave, and that finishes the sign-in. */
export async function answerWithPasskey(request: string, challenge: FactorChallenge): Promise<Tokens> {
  const passkey = await startAuthentication({ optionsJSON: challenge.passkeyOptions as never });
  return (
    await api.post<DataEnvelope<Tokens>>(
      "/auth/second-factor",
      { request, passkey },
      { headers: REFRESH_COOKIE_HEADERS, toast: false },
    )
  ).data;
}

/** "Sign in with a passkey": a challenge any of the person's passkeys may answer, no mail at all. */
export async function signInWithPasskey(): Promise<Tokens> {
  const start = (
    await api.post<DataEnvelope<{ request: string; options: Record<string, unknown> }>>(
      "/auth/passkey/options",
    )
  ).data;
  const response = await startAuthentication({ optionsJSON: start.options as never });
  return (
    await api.post<DataEnvelope<Tokens>>(
      "/auth/passkey",
      { request: start.request, response },
      { headers: REFRESH_COOKIE_HEADERS, toast: false },
    )
  ).data;
}

/** A passkey prompt the person closed is no error to show: they chose not to. */
export const isPasskeyCancel = (error: unknown) =>
  error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
