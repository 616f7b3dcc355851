import {
  ConfirmLogin,
  Id,
  LoginRequest,
  RefreshTokens,
  RequestLogin,
  TokenPair,
  TokenPoll,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import * as auth from "./auth.service.ts";

const tags = ["auth"];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/request",
    { schema: { tags, body: RequestLogin, response: { 200: z.object({ data: LoginRequest }) } } },
    async (req) => ({ data: await auth.requestLogin(app.ctx, req.body, req.ip) }),
  );

  app.get(
    "/confirm",
    {
      schema: {
        tags,
        querystring: ConfirmLogin,
        response: { 200: z.object({ data: z.object({ ok: z.boolean() }) }) },
      },
    },
    async (req) => {
      await auth.confirmLogin(app.ctx, req.query);
      return { data: { ok: true } };
    },
  );

  app.get(
    "/token",
    {
      schema: {
        tags,
        querystring: z.object({ request: Id }),
        response: { 200: z.object({ data: TokenPoll }) },
      },
    },
    async (req) => ({ data: await auth.pollLoginToken(app.ctx, req.query.request) }),
  );

  app.post(
    "/token/refresh",
    { schema: { tags, body: RefreshTokens, response: { 200: z.object({ data: TokenPair }) } } },
    async (req) => ({ data: await auth.refreshTokens(app.ctx, req.body.refreshToken) }),
  );

  app.post(
    "/logout",
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: z.object({ ok: z.boolean() }) }) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      if (!actor.sessionId) throw new AppError("bad_request", "API keys have no sign-in to end.");
      await auth.logout(app.ctx, actor.sessionId);
      return { data: { ok: true } };
    },
  );
};
