import type { FactorChallenge } from "@bounty/shared";
import { startAuthentication } from "@simplewebauthn/browser";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

/** POST /api/users/{id}/security/verify/options: what the person can confirm with, and a passkey challenge. */
export async function verificationOptions(userId: string): Promise<FactorChallenge> {
  return (await api.post<DataEnvelope<FactorChallenge>>(`/users/${userId}/security/verify/options`)).data;
}

export async function verifyWithCode(userId: string, code: string): Promise<void> {
  await api.post(`/users/${userId}/security/verify`, { code }, { toast: false });
}

export async function verifyWithPasskey(userId: string, challenge: FactorChallenge): Promise<void> {
  const passkey = await startAuthentication({ optionsJSON: challenge.passkeyOptions as never });
  await api.post(`/users/${userId}/security/verify`, { passkey }, { toast: false });
}
