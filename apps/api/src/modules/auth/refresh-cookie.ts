import { REFRESH_COOKIE_HEADER } from "@bounty/shared";
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";

export const REFRESH_COOKIE = "bounty_refresh";
// The refresh and sign-out calls both live under it; no other path ever receives the cookie.
export const REFRESH_COOKIE_PATH = "/api/auth";

/** Whether the caller asked for the refresh token in the cookie (the web app does). */
export const wantsRefreshCookie = (req: FastifyRequest) => req.headers[REFRESH_COOKIE_HEADER] === "1";

export const readRefreshCookie = (req: FastifyRequest): string | undefined => req.cookies[REFRESH_COOKIE];

function options(config: Config): CookieSerializeOptions {
  return {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    // Local development over http://localhost has no TLS; everything else does.
    secure: config.NODE_ENV === "production" || config.PUBLIC_URL.startsWith("https:"),
  };
}

/** Hands the refresh token to the browser's cookie jar, out of any script's reach. */
export function setRefreshCookie(reply: FastifyReply, config: Config, refreshToken: string): void {
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    ...options(config),
    maxAge: config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE, options(config));
}
