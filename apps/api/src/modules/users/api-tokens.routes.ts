import { ApiToken, MAX_API_TOKENS } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../../http/auth.ts";
import * as tokens from "./api-tokens.service.ts";
import { toApiToken } from "./users.presenter.ts";
import { ApiTokenParams, dataOf, listOf, Ok, security, tags, UserIdParams } from "./users.schemas.ts";

/** Hunter API keys: managed from a signed-in session only, never with a key. */
export const apiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/token",
    {
      schema: {
        tags,
        security,
        summary: "The owner's API keys, masked",
        params: UserIdParams,
        response: { 200: listOf(ApiToken) },
      },
    },
    async (req) => {
      const actor = await requireSession(req);
      const rows = await tokens.listApiTokens(app.ctx, actor, req.params.id);
      return {
        data: rows.map((row) => toApiToken(row)),
        meta: { total: rows.length, page: 1, perPage: MAX_API_TOKENS },
      };
    },
  );

  app.post(
    "/:id/token",
    {
      schema: {
        tags,
        security,
        summary: "Creates an API key; the whole key is shown only in this answer",
        params: UserIdParams,
        response: { 201: dataOf(ApiToken) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req);
      const { row, token } = await tokens.createApiToken(app.ctx, actor, req.params.id);
      return reply.status(201).send({ data: toApiToken(row, token) });
    },
  );

  app.delete(
    "/:id/token/:tokenId",
    {
      schema: {
        tags,
        security,
        summary: "Revokes one of the owner's API keys",
        params: ApiTokenParams,
        response: { 200: Ok },
      },
    },
    async (req) => {
      const actor = await requireSession(req);
      await tokens.revokeApiToken(app.ctx, actor, req.params.id, req.params.tokenId);
      return { data: { ok: true as const } };
    },
  );
};
