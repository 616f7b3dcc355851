import { Id, TriageDashboard, TriageStats, TriageStatsQuery } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../../http/auth.ts";
import { TRIAGE_SESSIONS_ONLY } from "../triage.policy.ts";
import { triageDashboard, triageStats } from "./dashboard.service.ts";

const tags = ["triage"];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: Id });

/** Issue 33: the triage dashboard of a program (spec 2 §2, §3, §7). */
export const triageDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/triage/:id/summary",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary:
          "How many of a triaged program's vulnerabilities stand at each step (`none`: untriaged), and the dashboard's lists of five: next up for the caller's side, untouched for more than three days, recently submitted, recent messages",
        params: IdParams,
        response: { 200: z.object({ data: TriageDashboard }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      return { data: await triageDashboard(app.ctx, actor, req.params.id) };
    },
  );

  app.get(
    "/triage/:id/stats",
    {
      schema: {
        errors: [400, 404],
        tags,
        security,
        summary:
          "A triaged program's figures over `range` (given twice: start, end; the current week when missing) or all time (`all=true`): actions by type and severity, vulnerabilities received, average time to resolution, certified vulnerabilities per type, hunters",
        params: IdParams,
        querystring: TriageStatsQuery,
        response: { 200: z.object({ data: TriageStats }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      return { data: await triageStats(app.ctx, actor, req.params.id, req.query) };
    },
  );
};
