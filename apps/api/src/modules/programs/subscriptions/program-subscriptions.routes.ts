import { CreateSubscription, ProgramSubscription } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../../http/auth.ts";
import { toProgramSubscription } from "./program-subscriptions.presenter.ts";
import * as subscriptions from "./program-subscriptions.service.ts";

const tags = ["programs"];
const security = [{ bearer: [] }];
const API_KEY_REFUSAL = "API keys cannot manage programs.";
const ProgramParams = z.object({
  id: z.string().min(1, "Not a valid program id or slug.").max(100, "Not a valid program id or slug."),
});
const SubscriptionAnswer = z.object({ data: ProgramSubscription });

/**
 * The payment operator's notices. Its own plugin so that JSON arrives as the raw bytes the
 * signature covers (the content-type parser here replaces the app's JSON parser for this route only).
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
  app.post(
    "/subscriptions/webhook",
    {
      schema: {
        errors: [400, 404, 503],
        tags,
        security: [],
        summary:
          "The hosted checkout's signed notice: {subscriptionId, status: active|cancelled, currentPeriodEnd}; " +
          "header X-Bounty-Signature: sha256=<hex HMAC-SHA256 of the body>",
        response: { 200: SubscriptionAnswer },
      },
    },
    async (req) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers["x-bounty-signature"];
      const row = await subscriptions.applyNotice(
        app.ctx,
        body,
        typeof header === "string" ? header : undefined,
      );
      return { data: toProgramSubscription(row, app.ctx.config.SUBSCRIPTION_CHECKOUT_URL) };
    },
  );
};

/** A vdp program's paid subscription (spec §7, §9), under /api. */
export const programSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/programs/:id/subscription",
    {
      schema: {
        tags,
        security,
        summary: "The program's latest subscription; 404 when it has none (members of the organization)",
        params: ProgramParams,
        response: { 200: SubscriptionAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const row = await subscriptions.getSubscription(app.ctx, actor, req.params.id);
      return { data: toProgramSubscription(row, app.ctx.config.SUBSCRIPTION_CHECKOUT_URL) };
    },
  );

  app.post(
    "/programs/:id/subscription",
    {
      schema: {
        errors: [503],
        tags,
        security,
        summary: "Starts a vdp program's subscription (the admin); Location is the hosted checkout to pay at",
        params: ProgramParams,
        body: CreateSubscription,
        response: { 201: SubscriptionAnswer },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const row = await subscriptions.createSubscription(app.ctx, actor, req.params.id, req.body);
      const data = toProgramSubscription(row, app.ctx.config.SUBSCRIPTION_CHECKOUT_URL);
      return reply
        .status(201)
        .header("location", data.url ?? "")
        .send({ data });
    },
  );

  await app.register(webhookRoutes);
};
