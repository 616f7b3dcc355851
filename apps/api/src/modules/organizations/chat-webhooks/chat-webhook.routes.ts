import { ChatWebhook, CreateChatWebhook, UpdateChatWebhook } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../../../http/auth.ts";
import {
  API_KEY_REFUSAL,
  dataOf,
  Ok,
  OrganizationParams,
  security,
  tags,
} from "../core/organizations.schemas.ts";
import { toChatWebhook } from "./chat-webhook.presenter.ts";
import * as chatWebhooks from "./chat-webhook.service.ts";

/** The spec's `organizations/{id}/slack`: the organization's one chat webhook, for its admin only. */
export const chatWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/slack",
    {
      schema: {
        tags,
        security,
        summary: "The chat webhook with its URL, or null when none is connected (admin only)",
        params: OrganizationParams,
        response: { 200: dataOf(ChatWebhook.nullable()) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const webhook = await chatWebhooks.getChatWebhook(app.ctx, actor, req.params.id);
      return { data: webhook ? toChatWebhook(webhook) : null };
    },
  );

  app.post(
    "/:id/slack",
    {
      schema: {
        tags,
        security,
        summary:
          "Connects the chat webhook (admin only; at most one); the URL must start with CHAT_WEBHOOK_BASE_URL",
        params: OrganizationParams,
        body: CreateChatWebhook,
        response: { 201: dataOf(ChatWebhook) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const webhook = await chatWebhooks.createChatWebhook(app.ctx, actor, req.params.id, req.body);
      return reply.status(201).send({ data: toChatWebhook(webhook) });
    },
  );

  app.put(
    "/:id/slack",
    {
      schema: {
        tags,
        security,
        summary: "Turns the chat webhook on or off (admin only)",
        params: OrganizationParams,
        body: UpdateChatWebhook,
        response: { 200: dataOf(ChatWebhook) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      return {
        data: toChatWebhook(await chatWebhooks.updateChatWebhook(app.ctx, actor, req.params.id, req.body)),
      };
    },
  );

  app.delete(
    "/:id/slack",
    {
      schema: {
        tags,
        security,
        summary: "Disconnects the chat webhook (admin only)",
        params: OrganizationParams,
        response: { 200: Ok },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      await chatWebhooks.deleteChatWebhook(app.ctx, actor, req.params.id);
      return { data: { ok: true as const } };
    },
  );
};
