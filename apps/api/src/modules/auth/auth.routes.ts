import {
  ConfirmLogin,
  Id,
  IssuedTokens,
  LoginRequest,
  PasskeySignIn,
  PasskeySignInStart,
  RefreshTokens,
  RequestLogin,
  SecondFactorAnswer,
  type TokenPair,
  TokenPoll,
} from "@bounty/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import * as auth from "./auth.service.ts";
import type { Client } from "./issue-tokens.ts";
import {
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
  wantsRefreshCookie,
} from "./refresh-cookie.ts";
import { answerSecondFactor, finishPasskeySignIn, startPasskeySignIn } from "./second-factor.service.ts";

const tags = ["auth"];

const clientOf = (req: FastifyRequest): Client => ({
  userAgent: req.headers["user-agent"] ?? null,
  ip: req.ip,
});

/** The web app's refresh token goes to its HttpOnly cookie; an API client gets it in the answer. */
function handOver(req: FastifyRequest, reply: FastifyReply, pair: TokenPair) {
  if (!wantsRefreshCookie(req)) return { data: pair };
  setRefreshCookie(reply, req.server.ctx.config, pair.refreshToken);
  return { data: { token: pair.token } };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/request",
    {
      schema: {
        tags,
        security: [],
        summary: "Starts a sign-in: a link by e-mail, or a provider's authorization address",
        body: RequestLogin,
        response: { 200: z.object({ data: LoginRequest }) },
        errors: [429, 502, 503],
      },
    },
    async (req) => ({ data: await auth.requestLogin(app.ctx, req.body, req.ip) }),
  );

  app.get(
    "/confirm",
    {
      schema: {
        errors: [410],
        tags,
        security: [],
        summary: "Confirms a sign-in from its e-mail link or the provider's redirect",
        querystring: ConfirmLogin,
        description:
          "Confirms a sign-in. When a provider's verified address is another account's verified address, " +
          "nothing signs in yet: a link goes to that address, and `confirmByEmail` names it (masked).",
        response: {
          200: z.object({ data: z.object({ ok: z.boolean(), confirmByEmail: z.string().nullable() }) }),
        },
      },
    },
    async (req) => ({ data: await auth.confirmLogin(app.ctx, req.query) }),
  );

  app.get(
    "/token",
    {
      schema: {
        errors: [404, 410],
        tags,
        security: [],
        summary: "Polls a sign-in: pending, or confirmed with its tokens (once)",
        querystring: z.object({ request: Id }),
        response: { 200: z.object({ data: TokenPoll }) },
      },
    },
    async (req, reply) => {
      const poll = await auth.pollLoginToken(app.ctx, req.query.request, clientOf(req));
      if (poll.status !== "confirmed" || !wantsRefreshCookie(req)) return { data: poll };
      setRefreshCookie(reply, app.ctx.config, poll.refreshToken ?? "");
      return { data: { status: poll.status, token: poll.token } };
    },
  );

  app.post(
    "/second-factor",
    {
      schema: {
        errors: [404, 410, 429],
        tags,
        security: [],
        summary: "Finishes a sign-in that asked for a second factor: a code, a recovery code or a passkey",
        description:
          "After the poll answers `second_factor`: an authenticator code (each accepted once), a recovery " +
          "code (each used once) or a passkey's answer to `challenge.passkeyOptions`. Five wrong answers " +
          "per account in 15 minutes, on every instance together, then 429.",
        body: SecondFactorAnswer,
        response: { 200: z.object({ data: IssuedTokens }) },
      },
    },
    async (req, reply) => handOver(req, reply, await answerSecondFactor(app.ctx, req.body, clientOf(req))),
  );

  app.post(
    "/passkey/options",
    {
      schema: {
        errors: [429],
        tags,
        security: [],
        summary: "Starts a sign-in with a passkey: a challenge any registered passkey may answer",
        response: { 200: z.object({ data: PasskeySignInStart }) },
      },
    },
    async (req) => ({ data: await startPasskeySignIn(app.ctx, req.ip) }),
  );

  app.post(
    "/passkey",
    {
      schema: {
        errors: [404, 410, 429],
        tags,
        security: [],
        summary: "Signs in with a passkey alone; it must verify its user (PIN or biometrics)",
        body: PasskeySignIn,
        response: { 200: z.object({ data: IssuedTokens }) },
      },
    },
    async (req, reply) => handOver(req, reply, await finishPasskeySignIn(app.ctx, req.body, clientOf(req))),
  );

  app.post(
    "/token/refresh",
    {
      schema: {
        tags,
        security: [],
        summary: "Trades a refresh token (or the web app's cookie) for fresh tokens",
        description:
          "API clients send their refresh token. Without one, the web app's HttpOnly refresh cookie is " +
          "read and rotated, and the answer carries the access token only.",
        body: RefreshTokens.nullish(),
        response: { 200: z.object({ data: IssuedTokens }) },
      },
    },
    async (req, reply) => {
      const given = req.body?.refreshToken;
      if (given) return { data: await auth.refreshTokens(app.ctx, given) };
      const cookie = readRefreshCookie(req);
      if (!cookie) throw new AppError("unauthorized", "Your session has ended. Please sign in again.");
      try {
        const pair = await auth.refreshTokens(app.ctx, cookie);
        setRefreshCookie(reply, app.ctx.config, pair.refreshToken);
        return { data: { token: pair.token } };
      } catch (error) {
        // A cookie that no longer works is dropped, so the browser stops sending it.
        clearRefreshCookie(reply, app.ctx.config);
        throw error;
      }
    },
  );

  app.post(
    "/logout",
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "Signs out: the session and its refresh token end",
        response: { 200: z.object({ data: z.object({ ok: z.boolean() }) }) },
      },
    },
    async (req, reply) => {
      const actor = await requireActor(req);
      if (!actor.sessionId) throw new AppError("bad_request", "API keys have no sign-in to end.");
      await auth.logout(app.ctx, actor.sessionId);
      clearRefreshCookie(reply, app.ctx.config);
      return { data: { ok: true } };
    },
  );
};
