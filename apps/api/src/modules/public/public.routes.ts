import {
  HallOfFame,
  Leaderboard,
  LeaderboardQuery,
  ListPublicActivitiesQuery,
  PublicActivityList,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findActor } from "../../http/auth.ts";
import { sendJson } from "../../lib/public-answer.ts";
import {
  getHallOfFame,
  getLeaderboard,
  listProgramActivities,
  listUserActivities,
} from "./public.service.ts";

const tags = ["public"];
const bearer = [{ bearer: [] }];
const Ref = z.object({ id: z.string().min(1).max(100) });

/** The public side: hall of fame, program and profile activity, the leaderboard. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/programs/:id/hof",
    {
      schema: {
        tags,
        security: [{}, ...bearer],
        summary:
          "The program's hall of fame: hunters with an Accepted report, most recently accepted first (id or slug)",
        params: Ref,
        response: { 200: HallOfFame },
      },
    },
    async (req, reply) => sendJson(reply, await getHallOfFame(app.ctx, await findActor(req), req.params.id)),
  );

  app.get(
    "/programs/:id/activities",
    {
      schema: {
        tags,
        security: [{}, ...bearer],
        summary:
          "The program's public activity, newest first: submitted, rewarded, rejected, disclosed (a title only once disclosed)",
        params: Ref,
        querystring: ListPublicActivitiesQuery,
        response: { 200: PublicActivityList },
      },
    },
    async (req, reply) =>
      sendJson(reply, await listProgramActivities(app.ctx, await findActor(req), req.params.id, req.query)),
  );

  app.get(
    "/users/:id/activities",
    {
      schema: {
        tags: ["users"],
        security: [{}, ...bearer],
        summary:
          "A hunter's public activity (id or uniqueName), newest first, in programs public to everyone",
        params: Ref,
        querystring: ListPublicActivitiesQuery,
        response: { 200: PublicActivityList },
      },
    },
    async (req) => listUserActivities(app.ctx, req.params.id, req.query),
  );

  app.get(
    "/leaderboard",
    {
      schema: {
        tags,
        security: [{}, ...bearer],
        summary:
          "Accepted reports and points over the range (default the last 30 days), public programs only; the top 50 of each",
        querystring: LeaderboardQuery,
        response: { 200: Leaderboard },
      },
    },
    async (req, reply) =>
      sendJson(reply, await getLeaderboard(app.ctx, req.query.range, !/[?&]range=/.test(req.url))),
  );
};
