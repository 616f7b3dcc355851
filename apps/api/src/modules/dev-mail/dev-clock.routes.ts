import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { allowHistoryRewrite } from "../../db/history-rewrite.ts";
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
  // Moves a report's history back in time, its gaps kept: the statistics and the response clock of
  // a journey (issue 30) read reports sent weeks ago. Rewards stay where they are (the books are
  // append-only).
  app.post(
    "/api/dev/report-history",
    { schema: { hide: true, body: z.strictObject({ reportId: z.uuid(), submittedAt: z.iso.datetime() }) } },
    async (req) => {
      const { reportId, submittedAt } = req.body;
      await app.ctx.database.db.transaction(async (tx) => {
        await allowHistoryRewrite(tx);
        const shift = sql`(${submittedAt}::timestamptz - (select created_at from reports where id = ${reportId}))`;
        await tx.execute(
          sql`update events set created_at = created_at + ${shift} where report_id = ${reportId}`,
        );
        await tx.execute(
          sql`update report_messages set created_at = created_at + ${shift} where report_id = ${reportId}`,
        );
        await tx.execute(sql`update reports set created_at = created_at + ${shift},
          state_changed_at = state_changed_at + ${shift}, last_comment_at = last_comment_at + ${shift}
          where id = ${reportId}`);
        await tx.execute(sql`select refresh_report_milestones(${reportId}::uuid)`);
      });
      return { data: { reportId, submittedAt } };
    },
  );
};
