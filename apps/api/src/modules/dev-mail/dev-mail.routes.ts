import { desc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { devMails } from "../../db/schema/index.ts";
import { isLoopbackAddress } from "../../http/loopback.ts";
import { escapeHtml } from "../../lib/html.ts";

const linkify = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);

/**
 * The development mailbox: registered only without SMTP_URL and never in production. It holds
 * every sign-in link, so it answers only this machine: the socket's peer must be a loopback
 * address (never X-Forwarded-For, which any client can write); anyone else gets the unknown-path 404.
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (req, reply) => {
    if (!isLoopbackAddress(req.raw.socket.remoteAddress)) return reply.callNotFound();
  });
  const list = () => app.ctx.database.db.select().from(devMails).orderBy(desc(devMails.createdAt)).limit(50);

  app.get("/api/dev/mail", { schema: { hide: true } }, async () => ({ data: await list() }));

  app.get("/dev/mail", { schema: { hide: true, querystring: z.object({}) } }, async (_req, reply) => {
    const mails = await list();
    const items = mails
      .map(
        (
          m,
        ) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p>
<pre>${linkify(m.text)}</pre></article>`,
      )
      .join("\n");
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font:15px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}.meta{color:#666}pre{white-space:pre-wrap}</style></head>
<body><h1>Dev mailbox</h1><p>Mails the server would have sent. Shown only without SMTP_URL, never in production.</p>${items || "<p>No mail yet.</p>"}</body></html>`;
    return reply.type("text/html").send(html);
  });
};
