import type { TokenPair } from "@bounty/shared";
import type { DbOrTx } from "../../db/client.ts";
import type { AppContext } from "../../http/context.ts";
import { randomToken, signAccessToken } from "../../http/tokens.ts";
import * as repo from "./auth.repository.ts";

const HOUR = 60 * 60 * 1000;

/** The browser a session is made for: the list of sign-ins shows it. */
export interface Client {
  userAgent: string | null;
  ip: string;
}

/** A new refresh token and when it expires. */
export const newRefreshToken = (ctx: AppContext) => ({
  token: randomToken(32),
  expiresAt: new Date(Date.now() + ctx.config.REFRESH_TOKEN_TTL_DAYS * 24 * HOUR),
});

export const accessTokenFor = (ctx: AppContext, userId: string, sessionId: string) =>
  signAccessToken({ userId, sessionId }, ctx.config.JWT_SECRET, ctx.config.ACCESS_TOKEN_TTL_SECONDS);

export async function issueTokens(
  ctx: AppContext,
  tx: DbOrTx,
  userId: string,
  sessionId: string,
): Promise<TokenPair> {
  const next = newRefreshToken(ctx);
  await repo.createRefreshToken(tx, sessionId, next.token, next.expiresAt);
  return { token: await accessTokenFor(ctx, userId, sessionId), refreshToken: next.token };
}
