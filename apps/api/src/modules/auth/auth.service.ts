import type { ConfirmLogin, LoginRequest, RequestLogin, TokenPair, TokenPoll } from "@bounty/shared";
import type { DbOrTx } from "../../db/client.ts";
import type { AppContext } from "../../http/context.ts";
import { AppError } from "../../http/errors.ts";
import { hashToken, randomToken } from "../../http/tokens.ts";
import type { OAuthProfile } from "../../lib/oauth.ts";
import { isSameSecret } from "../../lib/secrets.ts";
import { sendLinkIdentityMail, sendSignInMail } from "../../notifications/security-mail.ts";
import { challengeFor, hasSecondFactor } from "../security/index.ts";
import { createUser, findUserByVerifiedEmail, markEmailVerified } from "../users/index.ts";
import * as repo from "./auth.repository.ts";
import { accessTokenFor, type Client, issueTokens, newRefreshToken } from "./issue-tokens.ts";
import { securityPhrase } from "./security-phrase.ts";

const HOUR = 60 * 60 * 1000;

/** Starts a sign-in. The answer never tells whether the address already has an account. */
export async function requestLogin(ctx: AppContext, input: RequestLogin, ip: string): Promise<LoginRequest> {
  const { config, database, rateLimiter } = ctx;
  const tooMany = "Too many sign-in attempts. Please wait a while and try again.";
  await rateLimiter.hit(`auth:ip:${ip}`, config.RATE_LIMIT_IP_PER_HOUR, HOUR, tooMany);
  const state = randomToken(24);
  const expiresAt = new Date(Date.now() + config.LOGIN_REQUEST_TTL_SECONDS * 1000);
  const isSignup = input.mode === "signup";

  if (input.strategy === "email") {
    if (!input.email) throw new AppError("validation_failed", "email: Enter your e-mail address.");
    const email = input.email.toLowerCase();
    await rateLimiter.hit(`auth:email:${email}`, config.RATE_LIMIT_EMAIL_PER_HOUR, HOUR, tooMany);
    const code = randomToken(32);
    const phrase = securityPhrase();
    const row = await repo.createLoginRequest(database.db, {
      strategy: "email",
      mode: input.mode,
      state,
      securityPhrase: phrase,
      codeHash: hashToken(code),
      email,
      name: input.name || null,
      expiresAt,
    });
    const link = `${config.PUBLIC_URL}/auth/confirm?${new URLSearchParams({ state, code })}`;
    await sendSignInMail(
      { db: database.db, jobs: ctx.jobs },
      { to: email, link, phrase, minutes: config.LOGIN_REQUEST_TTL_SECONDS / 60 },
    );
    return { id: row.id, strategy: "email", state, securityPhrase: phrase, isSignup, action: null };
  }

  const verifier = randomToken(32);
  const nonce = randomToken(16);
  const action = await ctx.oauth.authorizationUrl(input.strategy, { state, verifier, nonce });
  const row = await repo.createLoginRequest(database.db, {
    strategy: input.strategy,
    mode: input.mode,
    state,
    pkceVerifier: verifier,
    nonce,
    name: input.name || null,
    expiresAt,
  });
  return { id: row.id, strategy: input.strategy, state, securityPhrase: null, isSignup, action };
}

function assertUsable(row: repo.LoginRequestRow | null): asserts row is repo.LoginRequestRow {
  if (!row) throw new AppError("bad_request", "This sign-in link is not valid. Please start again.");
  if (row.status !== "pending") throw new AppError("gone", "This sign-in link has already been used.");
  if (row.expiresAt.getTime() < Date.now())
    throw new AppError("gone", "This sign-in link has expired. Please start again.");
}

/** What a confirmation did: signed in, or mailed the existing account to approve a new sign-in method. */
export interface ConfirmOutcome {
  ok: true;
  /** The (masked) address a confirmation link went to, when the provider's address is another account's. */
  confirmByEmail: string | null;
}

const invalidLink = () => new AppError("bad_request", "This sign-in link is not valid. Please start again.");

/** Confirms a request from the e-mail link or the provider's redirect; works once, before it expires. */
export async function confirmLogin(ctx: AppContext, input: ConfirmLogin): Promise<ConfirmOutcome> {
  const db = ctx.database.db;
  const found = await repo.findLoginRequestByState(db, input.state);
  // A passkey sign-in has no link to open: its state is no confirmation.
  const row = found?.strategy === "passkey" ? null : found;
  assertUsable(row);
  if (row.strategy === "passkey") throw invalidLink();
  if (row.strategy === "email" || row.linkUserId) {
    if (!row.codeHash || !isSameSecret(hashToken(input.code), row.codeHash)) throw invalidLink();
    if (row.linkUserId && row.linkSubject && row.strategy !== "email") {
      // The account's owner opened the link mailed to their verified address: the provider's
      // identity joins their account, and the waiting tab signs in to it.
      const { linkUserId: userId, linkSubject: subject, strategy: provider } = row;
      await finish(db, row, async (tx) => {
        await repo.createIdentity(tx, { userId, provider, subject, email: row.email });
        return { userId, isNewUser: false };
      });
      return { ok: true, confirmByEmail: null };
    }
    const email = row.email!;
    await finish(db, row, (tx) =>
      findOrCreateUser(tx, row, { provider: "email", subject: email, email, name: row.name, login: null }),
    );
    return { ok: true, confirmByEmail: null };
  }
  const profile = await ctx.oauth.exchange(row.strategy, {
    state: row.state,
    code: input.code,
    verifier: row.pkceVerifier!,
    nonce: row.nonce!,
  });
  const who = { provider: row.strategy, ...profile };
  const link = await db.transaction(async (tx) => {
    const identity = await repo.findIdentity(tx, who.provider, who.subject);
    const owner = !identity && who.email ? await findUserByVerifiedEmail(tx, who.email) : null;
    if (!owner?.email) return null;
    const code = randomToken(32);
    const moved = await repo.transitionLoginRequest(tx, row.id, "pending", {
      status: "pending",
      codeHash: hashToken(code),
      linkUserId: owner.id,
      linkSubject: who.subject,
      email: owner.email,
    });
    if (!moved) throw new AppError("gone", "This sign-in link has already been used.");
    return { to: owner.email, code };
  });
  if (link) {
    const url = `${ctx.config.PUBLIC_URL}/auth/confirm?${new URLSearchParams({ state: row.state, code: link.code })}`;
    await sendLinkIdentityMail(
      { db: ctx.database.db, jobs: ctx.jobs },
      {
        to: link.to,
        provider: row.strategy,
        link: url,
        minutes: Math.max(1, Math.round((row.expiresAt.getTime() - Date.now()) / 60_000)),
      },
    );
    return { ok: true, confirmByEmail: maskEmail(link.to) };
  }
  await finish(db, row, (tx) => findOrCreateUser(tx, row, who));
  return { ok: true, confirmByEmail: null };
}

/** a…@example.com: enough for the owner to recognise, not enough to learn someone's address. */
export const maskEmail = (email: string): string => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}…@${domain}`;
};

type Who = OAuthProfile & { provider: "email" | "github" | "google" };

/** Confirms the request for the user that `resolve` finds or makes, in one transaction. */
async function finish(
  db: AppContext["database"]["db"],
  row: repo.LoginRequestRow,
  resolve: (tx: DbOrTx) => Promise<{ userId: string; isNewUser: boolean }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { userId, isNewUser } = await resolve(tx);
    const moved = await repo.transitionLoginRequest(tx, row.id, "pending", {
      status: "confirmed",
      userId,
      isNewUser,
      confirmedAt: new Date(),
    });
    if (!moved) throw new AppError("gone", "This sign-in link has already been used.");
  });
}

/**
 * The account of an identity, or a new one. An e-mail link verifies its address: a new account
 * created by it holds the address verified, and an older account of that identity is marked so.
 * A provider's address is stored as given (when the provider verified it) but never verified by it.
 */
async function findOrCreateUser(
  tx: DbOrTx,
  row: repo.LoginRequestRow,
  who: Who,
): Promise<{ userId: string; isNewUser: boolean }> {
  const viaLink = who.provider === "email";
  const identity = await repo.findIdentity(tx, who.provider, who.subject);
  if (identity) {
    if (viaLink && who.email) await markEmailVerified(tx, identity.userId, who.email);
    return { userId: identity.userId, isNewUser: false };
  }
  const displayName = row.name || who.name || who.login || who.email?.split("@")[0] || "Hunter";
  const user = await createUser(tx, {
    displayName,
    email: who.email,
    emailVerified: viaLink,
    nameSource: who.login || row.name || who.email || who.name || "hunter",
  });
  await repo.createIdentity(tx, {
    userId: user.id,
    provider: who.provider,
    subject: who.subject,
    email: who.email,
  });
  return { userId: user.id, isNewUser: true };
}

/**
 * Polled by the waiting screen; hands out the tokens exactly once after confirmation, or, for an
 * account with a second factor, asks for it (POST /auth/second-factor finishes the sign-in).
 */
export async function pollLoginToken(ctx: AppContext, requestId: string, client: Client): Promise<TokenPoll> {
  const db = ctx.database.db;
  const row = await repo.findLoginRequest(db, requestId);
  if (!row || row.strategy === "passkey") throw new AppError("not_found", "Sign-in request not found.");
  if (row.status === "pending" || row.status === "factor") {
    if (row.expiresAt.getTime() < Date.now())
      throw new AppError("gone", "This sign-in request has expired. Please start again.");
    if (row.status === "factor") return askSecondFactor(ctx, row);
    return { status: "pending" };
  }
  if (row.status !== "confirmed" || !row.userId)
    throw new AppError("gone", "This sign-in request has already been used.");
  const userId = row.userId;
  if (await hasSecondFactor(db, userId)) {
    const challenge = randomToken(32);
    const moved = await repo.transitionLoginRequest(db, row.id, "confirmed", {
      status: "factor",
      factorChallenge: challenge,
    });
    if (!moved) throw new AppError("gone", "This sign-in request has already been used.");
    return askSecondFactor(ctx, { ...row, factorChallenge: challenge });
  }
  return db.transaction(async (tx) => {
    if (!(await repo.transitionLoginRequest(tx, row.id, "confirmed", { status: "consumed" }))) {
      throw new AppError("gone", "This sign-in request has already been used.");
    }
    const sessionId = await repo.createSignInSession(tx, userId, { method: row.strategy, ...client });
    return { status: "confirmed" as const, ...(await issueTokens(ctx, tx, userId, sessionId)) };
  });
}

/** The poll's answer while the second factor is awaited: what the account can answer with. */
async function askSecondFactor(ctx: AppContext, row: repo.LoginRequestRow): Promise<TokenPoll> {
  return { status: "second_factor", challenge: await challengeFor(ctx, row.userId!, row.factorChallenge!) };
}

const sessionEnded = () => new AppError("unauthorized", "Your session has ended. Please sign in again.");

/**
 * Rotates a refresh token. A token reused within the grace (a lost response) gets a fresh pair;
 * reused later, it is taken as stolen and the whole sign-in is revoked.
 */
export async function refreshTokens(ctx: AppContext, refreshToken: string): Promise<TokenPair> {
  const db = ctx.database.db;
  // Nearly every refresh is a live token's first use: one statement instead of a transaction of five.
  const next = newRefreshToken(ctx);
  const rotated = await repo.rotateLiveRefreshToken(db, refreshToken, next, new Date());
  if (rotated) {
    return { token: await accessTokenFor(ctx, rotated.userId, rotated.sessionId), refreshToken: next.token };
  }
  return db
    .transaction(async (tx) => {
      const row = await repo.findRefreshToken(tx, refreshToken);
      if (!row || row.sessionRevokedAt || row.expiresAt.getTime() < Date.now()) throw sessionEnded();
      const rotated = row.rotatedAt ? false : await repo.markRefreshTokenRotated(tx, row.id);
      if (!rotated) {
        const rotatedAt = row.rotatedAt ?? new Date();
        const graceMs = ctx.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
        if (Date.now() - rotatedAt.getTime() > graceMs) {
          await repo.revokeSession(tx, row.sessionId);
          return { revoked: true as const };
        }
      }
      return issueTokens(ctx, tx, row.userId, row.sessionId);
    })
    .then((result) => {
      // Thrown outside the transaction so the revocation commits.
      if ("revoked" in result) throw sessionEnded();
      return result;
    });
}

/** Ends the caller's sign-in on the server too, so a copied refresh token stops working. */
export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await repo.revokeSession(ctx.database.db, sessionId);
}
