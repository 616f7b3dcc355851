import type { WebAuthnJson } from "@bounty/shared";
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Config } from "../../config.ts";
import { AppError } from "../../http/errors.ts";
import type { FactorRow } from "./factors.repository.ts";

/** The relying party is the site itself: its host name and origin, from PUBLIC_URL. */
export function relyingParty(config: Pick<Config, "PUBLIC_URL">) {
  const url = new URL(config.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin, rpName: "Bounty" };
}

const unreadable = () =>
  new AppError("bad_request", "The passkey's answer could not be verified. Please try again.");

const uuidBytes = (id: string) => new Uint8Array(Buffer.from(id.replaceAll("-", ""), "hex"));

/** Options to create a passkey: resident (so it can sign in alone), never one the account already holds. */
export async function registrationOptions(
  config: Config,
  user: { id: string; email: string | null; uniqueName: string; displayName: string },
  existing: FactorRow[],
) {
  const rp = relyingParty(config);
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userID: uuidBytes(user.id),
    userName: user.email ?? user.uniqueName,
    userDisplayName: user.displayName,
    attestationType: "none",
    excludeCredentials: existing
      .filter((f) => f.kind === "passkey" && f.credentialId)
      .map((f) => ({ id: f.credentialId!, transports: f.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
}

/** The new credential, once its answer to `challenge` is checked; a 400 for anything else. */
export async function verifyRegistration(config: Config, response: WebAuthnJson, challenge: string) {
  const rp = relyingParty(config);
  try {
    const result = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    if (!result.verified || !result.registrationInfo) throw unreadable();
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      signCount: credential.counter,
      transports: (credential.transports ?? []) as string[],
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
}

/** Options to prove a passkey: the account's own (a second factor), or any resident one (sign-in). */
export async function authenticationOptions(
  config: Config,
  passkeys: FactorRow[] | null,
  challenge?: string,
) {
  return generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    userVerification: passkeys ? "preferred" : "required",
    ...(challenge ? { challenge: Buffer.from(challenge, "base64url") } : {}),
    ...(passkeys
      ? {
          allowCredentials: passkeys.map((f) => ({
            id: f.credentialId!,
            transports: f.transports as AuthenticatorTransportFuture[],
          })),
        }
      : {}),
  });
}

/** The credential id an assertion names (its `id`), or null when the body has none. */
export const credentialIdOf = (response: WebAuthnJson): string | null =>
  typeof response.id === "string" && response.id.length > 0 && response.id.length <= 1024
    ? response.id
    : null;

/**
 * Checks an assertion by the stored passkey; the new signature counter when it holds. A passkey
 * signing in alone must have verified its user (PIN or biometrics): it stands for two factors.
 */
export async function verifyAssertion(
  config: Config,
  response: WebAuthnJson,
  challenge: string,
  passkey: FactorRow,
  opts: { requireUserVerification: boolean },
): Promise<number | null> {
  const rp = relyingParty(config);
  try {
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: opts.requireUserVerification,
      credential: {
        id: passkey.credentialId!,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey!, "base64url")),
        counter: passkey.signCount,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
