import {
  Activity,
  ActivityListMeta,
  DateRangeQuery,
  ListActivitiesQuery,
  OrganizationStats,
  toDateRangeEcho,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../../http/auth.ts";
import {
  API_KEY_REFUSAL,
  dataOf,
  OrganizationParams,
  security,
  tags,
} from "../core/organizations.schemas.ts";
import { toOrganizationStats } from "../stats/stats.presenter.ts";
import { getOrganizationStats } from "../stats/stats.service.ts";
import { toActivity } from "./activity.presenter.ts";
import * as activities from "./activity.service.ts";

const ActivityList = z.object({ data: z.array(Activity), meta: ActivityListMeta });

/** The dashboard's feed and counts: members only, each seeing the events their role may see. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/activities",
    {
      schema: {
        tags,
        security,
        summary:
          "Recent activity the viewer may see, newest first: range twice (ISO date-times, default the last 30 days), page, perPage up to 100 (default 20)",
        params: OrganizationParams,
        querystring: ListActivitiesQuery,
        response: { 200: ActivityList },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const { range, page, perPage } = req.query;
      const { rows, total } = await activities.listActivities(app.ctx, actor, req.params.id, req.query);
      return {
        data: rows.map(toActivity),
        meta: { total, page, perPage, range: toDateRangeEcho(range) },
      };
    },
  );

  app.get(
    "/:id/stats",
    {
      schema: {
        tags,
        security,
        summary: "Counts over the range (default the last 30 days) from the events the viewer's feed shows",
        params: OrganizationParams,
        querystring: DateRangeQuery,
        response: { 200: dataOf(OrganizationStats) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const { range } = req.query;
      const row = await getOrganizationStats(app.ctx, actor, req.params.id, range);
      return { data: toOrganizationStats(row, range) };
    },
  );
};
