import { DateRange, Id, ProgramHealth, ResponseStats, TimeZone } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findActor, requireSession } from "../../../http/auth.ts";
import { publicAnswer, sendJson } from "../../../lib/public-answer.ts";
import { getOrganizationReportStats, getProgramHealth, getProgramStats } from "./response-stats.service.ts";

/** A program by id or slug. */
const Ref = z.object({ id: z.string().min(1).max(100) });
const StatsQuery = z.strictObject({ range: DateRange, timeZone: TimeZone });
const SESSIONS_ONLY = "API keys read reports; sign in for the statistics.";

/** Issue 30: the statistics of the response clock, and the health badge of a program. */
export const responseTargetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/programs/:id/stats",
    {
      schema: {
        tags: ["programs"],
        security: [{ bearer: [] }],
        summary:
          "The program's figures over the range (default the last 30 days), days in `timeZone`: reports by state group and severity, rewards from the ledger, and the response times, to its admin and managers (sessions)",
        params: Ref,
        querystring: StatsQuery,
        response: { 200: z.object({ data: ResponseStats }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      return { data: await getProgramStats(app.ctx, actor, req.params.id, req.query) };
    },
  );

  app.get(
    "/organizations/:id/report-stats",
    {
      schema: {
        tags: ["organizations"],
        security: [{ bearer: [] }],
        summary:
          "The same figures across the organization's programs whose reports the member staffs (all for the admin, their own for a manager, none for other members); `programs` counts them, null for all",
        params: z.object({ id: Id }),
        querystring: StatsQuery,
        response: {
          200: z.object({ data: ResponseStats.extend({ programs: z.number().int().nullable() }) }),
        },
      },
    },
    async (req) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      return { data: await getOrganizationReportStats(app.ctx, actor, req.params.id, req.query) };
    },
  );

  app.get(
    "/programs/:id/response-health",
    {
      schema: {
        tags: ["public"],
        security: [{}, { bearer: [] }],
        summary:
          "How often the program met its response targets on the reports of the last 90 days (id or slug), for whoever may read its details",
        params: Ref,
        response: { 200: z.object({ data: ProgramHealth }) },
      },
    },
    async (req, reply) => {
      const actor = await findActor(req);
      const answer = await publicAnswer(
        app.ctx.publicCache,
        actor,
        `health:${req.params.id}`,
        z.object({ data: ProgramHealth }),
        async (as) => {
          const { scope, value } = await getProgramHealth(app.ctx, as, req.params.id);
          return { scope, value: { data: value } };
        },
      );
      return sendJson(reply, answer);
    },
  );
};
