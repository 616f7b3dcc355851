import {
  FACTOR_ATTEMPT_WINDOW_MINUTES,
  FACTOR_ATTEMPTS,
  type FactorChallenge,
  type WebAuthnJson,
} from "@bounty/shared";
import { recordEvent } from "../../events/events.repository.ts";
import type { AppContext } from "../../http/context.ts";
import { AppError } from "../../http/errors.ts";
import { hashToken } from "../../http/tokens.ts";
import { SEALED, unseal } from "../../lib/seal.ts";
import * as repo from "./factors.repository.ts";
import { authenticationOptions, credentialIdOf, verifyAssertion } from "./passkeys.ts";
import { totpStepOf } from "./totp.ts";

export const TOTP_SEAL = SEALED.totpSecret;

/** How a factor was proven: the session records it. */
export type ProvenBy = "totp" | "passkey" | "recovery";

/** A recovery code as typed: dashes, spaces and case do not matter. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

const wrongAnswer = () => new AppError("bad_request", "That code is not right. Check it and try again.");
const tooMany = `Too many wrong answers. Please wait ${FACTOR_ATTEMPT_WINDOW_MINUTES} minutes and try again.`;

/** What the account can answer with, and a passkey challenge when it holds passkeys. */
export async function challengeFor(
  ctx: AppContext,
  userId: string,
  challenge: string,
): Promise<FactorChallenge> {
  const db = ctx.database.db;
  const factors = await repo.listFactors(db, userId);
  const passkeys = factors.filter((f) => f.kind === "passkey");
  return {
    totp: factors.some((f) => f.kind === "totp"),
    passkey: passkeys.length > 0,
    recovery: (await repo.countRecoveryCodesLeft(db, userId)) > 0,
    passkeyOptions:
      passkeys.length > 0
        ? ((await authenticationOptions(ctx.config, passkeys, challenge)) as unknown as WebAuthnJson)
        : null,
  };
}

/**
 * Checks a second factor of the account: an authenticator code (each step accepted once), a
 * recovery code (each used once, and its use mailed) or a passkey's answer to `challenge`. Every
 * attempt counts against the account's limit, shared by every instance; a right one clears it.
 */
export async function proveFactor(
  ctx: AppContext,
  userId: string,
  proof: { code?: string | undefined; passkey?: WebAuthnJson | undefined },
  challenge: string | null,
): Promise<ProvenBy> {
  const key = `factor:${userId}`;
  await ctx.rateLimiter.hit(key, FACTOR_ATTEMPTS, FACTOR_ATTEMPT_WINDOW_MINUTES * 60_000, tooMany);
  const by = await check(ctx, userId, proof, challenge);
  if (!by) throw wrongAnswer();
  await ctx.rateLimiter.clear(key);
  return by;
}

async function check(
  ctx: AppContext,
  userId: string,
  proof: { code?: string | undefined; passkey?: WebAuthnJson | undefined },
  challenge: string | null,
): Promise<ProvenBy | null> {
  const db = ctx.database.db;
  if (proof.passkey) {
    const credentialId = credentialIdOf(proof.passkey);
    const passkey = credentialId ? await repo.findPasskey(db, credentialId) : null;
    if (!passkey || passkey.userId !== userId || !challenge) return null;
    const counter = await verifyAssertion(ctx.config, proof.passkey, challenge, passkey, {
      requireUserVerification: false,
    });
    if (counter === null) return null;
    await repo.updateFactor(db, passkey.id, { signCount: counter, lastUsedAt: new Date() });
    return "passkey";
  }
  const code = (proof.code ?? "").replace(/\s/g, "");
  if (/^\d{6}$/.test(code)) {
    for (const factor of await repo.listFactors(db, userId)) {
      if (factor.kind !== "totp" || !factor.totpSecret) continue;
      const secret = unseal(ctx.config.JWT_SECRET, TOTP_SEAL, factor.totpSecret);
      const step = secret ? totpStepOf(secret, code) : null;
      // A step already taken is a replayed code: refused like a wrong one.
      if (step !== null && (await repo.takeTotpStep(db, factor.id, step))) return "totp";
    }
    return null;
  }
  const used = await db.transaction(async (tx) => {
    if (!(await repo.useRecoveryCode(tx, userId, hashToken(normalizeRecoveryCode(code))))) return false;
    const left = await repo.countRecoveryCodesLeft(tx, userId);
    await recordEvent(tx, {
      type: "user.recovery_code.used",
      organizationId: null,
      actorId: userId,
      userId,
      payload: { left },
    });
    return true;
  });
  return used ? "recovery" : null;
}

/** Options for a passkey sign-in: any passkey of the site may answer, and must verify its user. */
export const passkeySignInOptions = (ctx: AppContext) => authenticationOptions(ctx.config, null);

/** The account a passkey signing in alone belongs to, once its answer to `challenge` holds. */
export async function provePasskeySignIn(
  ctx: AppContext,
  response: WebAuthnJson,
  challenge: string,
): Promise<string> {
  const db = ctx.database.db;
  const credentialId = credentialIdOf(response);
  const passkey = credentialId ? await repo.findPasskey(db, credentialId) : null;
  if (!passkey?.confirmedAt) {
    throw new AppError(
      "bad_request",
      "This passkey is not registered on Bounty. Sign in by e-mail, then add it in Settings → Security.",
    );
  }
  const key = `factor:${passkey.userId}`;
  await ctx.rateLimiter.hit(key, FACTOR_ATTEMPTS, FACTOR_ATTEMPT_WINDOW_MINUTES * 60_000, tooMany);
  const counter = await verifyAssertion(ctx.config, response, challenge, passkey, {
    requireUserVerification: true,
  });
  if (counter === null) {
    throw new AppError(
      "bad_request",
      "The passkey could not be verified. It must check it is you (a PIN or biometrics): try again.",
    );
  }
  await ctx.rateLimiter.clear(key);
  await repo.updateFactor(db, passkey.id, { signCount: counter, lastUsedAt: new Date() });
  return passkey.userId;
}
