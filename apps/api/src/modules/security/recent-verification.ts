import { type FactorChallenge, RECENT_VERIFICATION_MINUTES, type WebAuthnJson } from "@bounty/shared";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { AppError } from "../../http/errors.ts";
import { markVerified } from "../../http/recent-verification.ts";
import { randomToken } from "../../http/tokens.ts";
import { getAuthorizedUser } from "../users/index.ts";
import { challengeFor, proveFactor } from "./factor-proof.ts";
import * as repo from "./factors.repository.ts";

const CHALLENGE_MINUTES = 5;

/** What the person can prove again with, and a passkey challenge for five minutes. */
export async function verificationChallenge(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<FactorChallenge> {
  const user = await getAuthorizedUser(ctx.database.db, actor, id, "manageSecurity");
  if (!(await repo.hasFactor(ctx.database.db, user.id))) {
    throw new AppError(
      "conflict",
      "Add a passkey or an authenticator app first: there is nothing to confirm with.",
    );
  }
  const challenge = await challengeFor(ctx, user.id, randomToken(32));
  const stored = (challenge.passkeyOptions as { challenge?: string } | null)?.challenge;
  await repo.createChallenge(ctx.database.db, {
    userId: user.id,
    purpose: "verify",
    challenge: stored ?? "",
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return challenge;
}

/** Proves the second factor again in this session; the sensitive actions are open for a few minutes. */
export async function verifyAgain(
  ctx: AppContext,
  actor: Actor,
  id: string,
  proof: { code?: string | undefined; passkey?: WebAuthnJson | undefined },
): Promise<{ verifiedUntil: string }> {
  const user = await getAuthorizedUser(ctx.database.db, actor, id, "manageSecurity");
  const challenge = proof.passkey ? await repo.takeChallenge(ctx.database.db, user.id, "verify") : null;
  // Wrong codes here count against this session, not the account: an intruder in a session must not
  // lock its owner out of signing in by guessing.
  await proveFactor(ctx, user.id, proof, challenge || null, `factor:session:${actor.sessionId}`);
  await markVerified(ctx.database.db, actor.sessionId);
  return { verifiedUntil: new Date(Date.now() + RECENT_VERIFICATION_MINUTES * 60_000).toISOString() };
}
