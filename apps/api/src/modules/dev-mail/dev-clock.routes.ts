import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isLoopbackAddress } from "../../http/loopback.ts";
import { runDisclosureSchedule } from "../reports/index.ts";

/**
 * The development clock: runs the disclosure schedule as if it were `at`, so a journey can see an
 * unanswered request disclose itself without waiting a month. Registered with the dev mailbox (never
 * in production) and answering this machine only.
 */
export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (req, reply) => {
    if (!isLoopbackAddress(req.raw.socket.remoteAddress)) return reply.callNotFound();
  });
  app.post(
    "/api/dev/disclosure-clock",
    { schema: { hide: true, body: z.strictObject({ at: z.iso.datetime() }) } },
    async (req) => ({ data: await runDisclosureSchedule(app.ctx.database.db, new Date(req.body.at)) }),
  );
};
