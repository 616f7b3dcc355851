import type {
  AccountSession,
  SecondFactor,
  SecurityHistoryEntry,
  SecurityOverview,
  TotpSetup,
} from "@bounty/shared";
import { startRegistration } from "@simplewebauthn/browser";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

export const securityKey = (userId: string) => ["users", userId, "security"] as const;
export const sessionsKey = (userId: string) => ["users", userId, "sessions"] as const;

/** GET /api/users/{id}/security: the factors, the recovery codes left, and whether one is required. */
export const securityQuery = (userId: string) =>
  queryOptions({
    queryKey: securityKey(userId),
    queryFn: async () => (await api.get<DataEnvelope<SecurityOverview>>(`/users/${userId}/security`)).data,
  });

/** GET /api/users/{id}/security/history: the last changes to how the account is guarded. */
export const securityHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: [...securityKey(userId), "history"],
    queryFn: async () =>
      (await api.get<DataEnvelope<SecurityHistoryEntry[]>>(`/users/${userId}/security/history`)).data,
  });

/** GET /api/users/{id}/sessions: the person's live sign-ins, this one first. */
export const sessionsQuery = (userId: string) =>
  queryOptions({
    queryKey: sessionsKey(userId),
    queryFn: async () => (await api.get<DataEnvelope<AccountSession[]>>(`/users/${userId}/sessions`)).data,
  });

/** What adding a factor gives back: the factor, and recovery codes when it was the account's first. */
export interface FactorAdded {
  factor: SecondFactor;
  recoveryCodes: string[] | null;
}

/** Begins an authenticator app, named in the person's language. */
export async function startTotp(userId: string, name: string): Promise<TotpSetup> {
  return (await api.post<DataEnvelope<TotpSetup>>(`/users/${userId}/security/totp`, { name })).data;
}

export async function confirmTotp(userId: string, factorId: string, code: string): Promise<FactorAdded> {
  const path = `/users/${userId}/security/totp/${factorId}/confirm`;
  return (await api.post<DataEnvelope<FactorAdded>>(path, { code }, { toast: false })).data;
}

/** Asks the browser to create a passkey for the options, then sends its answer to be stored. */
export async function addPasskey(userId: string, name: string): Promise<FactorAdded> {
  const options = (
    await api.post<DataEnvelope<Record<string, unknown>>>(`/users/${userId}/security/passkeys/options`)
  ).data;
  const response = await startRegistration({ optionsJSON: options as never });
  const path = `/users/${userId}/security/passkeys`;
  return (await api.post<DataEnvelope<FactorAdded>>(path, { name, response })).data;
}

export async function removeFactor(userId: string, factorId: string): Promise<void> {
  await api.delete(`/users/${userId}/security/factors/${factorId}`);
}

export async function createRecoveryCodes(userId: string): Promise<string[]> {
  return (await api.post<DataEnvelope<{ codes: string[] }>>(`/users/${userId}/security/recovery-codes`)).data
    .codes;
}

export async function endSession(userId: string, sessionId: string): Promise<void> {
  await api.delete(`/users/${userId}/sessions/${sessionId}`);
}

export async function endOtherSessions(userId: string): Promise<number> {
  return (await api.delete<DataEnvelope<{ ended: number }>>(`/users/${userId}/sessions`)).data.ended;
}
