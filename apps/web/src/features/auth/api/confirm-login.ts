import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { announceSignInConfirmed } from "./sign-in-channel.ts";

/** Spec §9: the confirmation screen stays on 'Authenticating...' at least 3 seconds. */
export const CONFIRM_MIN_DISPLAY_MS = 3000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a confirmation did: signed in (null), or mailed the owner of an existing account with the
 * provider's address a link to connect this sign-in first (that address, masked).
 */
export interface ConfirmResult {
  confirmByEmail: string | null;
}

/** Confirms the e-mail link or provider redirect; settles no sooner than the minimum display time. */
export async function confirmLogin(state: string, code: string): Promise<ConfirmResult> {
  const call = api.get<DataEnvelope<{ ok: boolean; confirmByEmail: string | null }>>("/auth/confirm", {
    query: { state, code },
    toast: false,
  });
  // The waiting tab may ask for its tokens now, while this one keeps its minimum display time.
  call
    .then(({ data }) => {
      if (!data.confirmByEmail) announceSignInConfirmed();
    })
    .catch(() => {});
  const [result] = await Promise.allSettled([call, wait(CONFIRM_MIN_DISPLAY_MS)]);
  if (result.status === "rejected") throw result.reason;
  return { confirmByEmail: result.value.data.confirmByEmail ?? null };
}
