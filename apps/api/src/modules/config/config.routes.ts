import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const PublicConfig = z.object({
  providers: z.object({ github: z.boolean(), google: z.boolean() }),
  chatWidget: z.object({ scriptUrl: z.string(), appId: z.string().nullable() }).nullable(),
  /** Organization chat webhooks must start with this address (the settings card's Save checks it). */
  chatWebhookBaseUrl: z.string(),
  /** Where 'Request demo' leads (mailto: or https:), or null when the installation names none. */
  demoRequestUrl: z.string().nullable(),
  /** Whether vdp programs can take a paid subscription (a hosted checkout is configured). */
  subscriptions: z.boolean(),
});

/** What the web app needs to know about this server before anyone signs in. Public. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/config",
    {
      schema: {
        tags: ["config"],
        security: [],
        summary: "What this installation offers: its sign-in providers and optional features",
        response: { 200: z.object({ data: PublicConfig }) },
      },
    },
    async () => {
      const c = app.ctx.config;
      return {
        data: {
          providers: {
            github: app.ctx.oauth.isConfigured("github"),
            google: app.ctx.oauth.isConfigured("google"),
          },
          chatWidget: c.CHAT_WIDGET_SCRIPT_URL
            ? { scriptUrl: c.CHAT_WIDGET_SCRIPT_URL, appId: c.CHAT_WIDGET_APP_ID ?? null }
            : null,
          chatWebhookBaseUrl: c.CHAT_WEBHOOK_BASE_URL,
          demoRequestUrl: c.DEMO_REQUEST_URL ?? null,
          subscriptions: !!c.SUBSCRIPTION_CHECKOUT_URL,
        },
      };
    },
  );
};
