import {
  FACTOR_ATTEMPT_WINDOW_MINUTES,
  FACTOR_ATTEMPTS,
  type FactorChallenge,
  type WebAuthnJson,
} from "@bounty/shared";
import { recordEvent } from "../../events/events.repository.ts";
import type { AppContext } from "../../http/context.ts";
import { AppError } from "../../http/errors.ts";
import { keyedHash, SEALED, unseal } from "../../lib/seal.ts";
import * as repo from "./factors.repository.ts";
import { authenticationOptions, credentialIdOf, verifyAssertion } from "./passkeys.ts";
import { totpStepOf } from "./totp.ts";

export const TOTP_SEAL = SEALED.totpSecret;

/** How a factor was proven: the session records it. */
export type ProvenBy = "totp" | "passkey" | "recovery";

/**
 * How a recovery code is stored: keyed with the server's secret (HMAC-SHA-256), since a code holds
 * about 50 bits and a plain hash of every possible code can be computed in a day. Dashes, spaces and
 * case do not matter.
 */
export const recoveryCodeHash = (secret: string, code: string) =>
  keyedHash(secret, SEALED.recoveryCode, code.replace(/[\s-]/g, "").toLowerCase());

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
 * recovery code (each used once, and its use mailed) or a passkey's answer to `challenge`. Codes
 * can be guessed, so each code answer counts against `limitKey` (the account at sign-in, the session
 * for a recent verification, in the shared counter every instance reads) and a right one clears it.
 * A passkey's answer cannot be guessed and counts against nothing: no one can lock its owner out by
 * sending wrong ones (a passkey's id is no secret).
 */
export async function proveFactor(
  ctx: AppContext,
  userId: string,
  proof: { code?: string | undefined; passkey?: WebAuthnJson | undefined },
  challenge: string | null,
  limitKey = `factor:${userId}`,
): Promise<ProvenBy> {
  if (proof.passkey) {
    if (!(await checkPasskey(ctx, userId, proof.passkey, challenge))) throw wrongAnswer();
    return "passkey";
  }
  await ctx.rateLimiter.hit(limitKey, FACTOR_ATTEMPTS, FACTOR_ATTEMPT_WINDOW_MINUTES * 60_000, tooMany);
  const by = await checkCode(ctx, userId, proof.code ?? "");
  if (!by) throw wrongAnswer();
  await ctx.rateLimiter.clear(limitKey);
  return by;
}

async function checkPasskey(
  ctx: AppContext,
  userId: string,
  response: WebAuthnJson,
  challenge: string | null,
): Promise<boolean> {
  const db = ctx.database.db;
  const credentialId = credentialIdOf(response);
  const passkey = credentialId ? await repo.findPasskey(db, credentialId) : null;
  if (!passkey || passkey.userId !== userId || !challenge) return false;
  const counter = await verifyAssertion(ctx.config, response, challenge, passkey, {
    requireUserVerification: false,
  });
  if (counter === null) return false;
  await repo.updateFactor(db, passkey.id, { signCount: counter, lastUsedAt: new Date() });
  return true;
}

async function checkCode(ctx: AppContext, userId: string, typed: string): Promise<ProvenBy | null> {
  const db = ctx.database.db;
  // Dashes and spaces never matter: "123 456" and "123-456" are the six digits of an app.
  const code = typed.replace(/[\s-]/g, "");
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
    const hash = recoveryCodeHash(ctx.config.JWT_SECRET, code);
    if (!(await repo.useRecoveryCode(tx, userId, hash))) return false;
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
  // Not counted against the account: a passkey's answer cannot be guessed, and its id is no secret.
  const counter = await verifyAssertion(ctx.config, response, challenge, passkey, {
    requireUserVerification: true,
  });
  if (counter === null) {
    throw new AppError(
      "bad_request",
      "The passkey could not be verified. It must check it is you (a PIN or biometrics): try again.",
    );
  }
  await repo.updateFactor(db, passkey.id, { signCount: counter, lastUsedAt: new Date() });
  return passkey.userId;
}
