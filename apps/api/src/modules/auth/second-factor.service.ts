import type { PasskeySignIn, SecondFactorAnswer, TokenPair, WebAuthnJson } from "@bounty/shared";
import type { AppContext } from "../../http/context.ts";
import { AppError } from "../../http/errors.ts";
import { randomToken } from "../../http/tokens.ts";
import { passkeySignInOptions, proveFactor, provePasskeySignIn } from "../security/index.ts";
import * as repo from "./auth.repository.ts";
import { type Client, issueTokens } from "./issue-tokens.ts";

const PASSKEY_REQUEST_SECONDS = 300;
const HOUR = 60 * 60 * 1000;

const expired = () => new AppError("gone", "This sign-in request has expired. Please start again.");
const used = () => new AppError("gone", "This sign-in request has already been used.");

/** Finishes a sign-in whose first factor passed: the second factor proven, the session made once. */
export async function answerSecondFactor(
  ctx: AppContext,
  input: SecondFactorAnswer,
  client: Client,
): Promise<TokenPair> {
  const db = ctx.database.db;
  const row = await repo.findLoginRequest(db, input.request);
  if (!row || row.strategy === "passkey" || !row.userId)
    throw new AppError("not_found", "Sign-in request not found.");
  if (row.status !== "factor") throw used();
  if (row.expiresAt.getTime() < Date.now()) throw expired();
  const by = await proveFactor(ctx, row.userId, input, row.factorChallenge);
  const userId = row.userId;
  return db.transaction(async (tx) => {
    if (!(await repo.transitionLoginRequest(tx, row.id, "factor", { status: "consumed" }))) throw used();
    const sessionId = await repo.createSignInSession(tx, userId, {
      method: row.strategy,
      secondFactor: by,
      factorVerifiedAt: new Date(),
      ...client,
    });
    return issueTokens(ctx, tx, userId, sessionId);
  });
}

/** Starts a passkey sign-in: a challenge any of the site's passkeys may answer, for five minutes. */
export async function startPasskeySignIn(ctx: AppContext, ip: string) {
  const tooMany = "Too many sign-in attempts. Please wait a while and try again.";
  await ctx.rateLimiter.hit(`auth:ip:${ip}`, ctx.config.RATE_LIMIT_IP_PER_HOUR, HOUR, tooMany);
  const options = await passkeySignInOptions(ctx);
  const row = await repo.createLoginRequest(ctx.database.db, {
    strategy: "passkey",
    mode: "login",
    state: randomToken(24),
    status: "factor",
    factorChallenge: options.challenge,
    expiresAt: new Date(Date.now() + PASSKEY_REQUEST_SECONDS * 1000),
  });
  return { request: row.id, options: options as unknown as WebAuthnJson };
}

/** Signs in with a passkey alone: it proves possession and its user's PIN or biometrics at once. */
export async function finishPasskeySignIn(ctx: AppContext, input: PasskeySignIn, client: Client) {
  const db = ctx.database.db;
  const row = await repo.findLoginRequest(db, input.request);
  if (row?.strategy !== "passkey") throw new AppError("not_found", "Sign-in request not found.");
  if (row.status !== "factor") throw used();
  if (row.expiresAt.getTime() < Date.now()) throw expired();
  const userId = await provePasskeySignIn(ctx, input.response, row.factorChallenge!);
  return db.transaction(async (tx) => {
    if (!(await repo.transitionLoginRequest(tx, row.id, "factor", { status: "consumed", userId })))
      throw used();
    const sessionId = await repo.createSignInSession(tx, userId, {
      method: "passkey",
      factorVerifiedAt: new Date(),
      ...client,
    });
    return issueTokens(ctx, tx, userId, sessionId);
  });
}
