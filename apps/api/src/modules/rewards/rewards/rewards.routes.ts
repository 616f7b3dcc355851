import { CreateReward, Id, ReportReward } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../../http/auth.ts";
import { rewardReport } from "./rewards.service.ts";

const tags = ["rewards"];
const security = [{ bearer: [] }];
/** Required by the service (its 400 names it); the schema only bounds its size. */
const RewardHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .trim()
    .max(200, "Use an Idempotency-Key of at most 200 characters.")
    .optional(),
});

/** Rewards on reports (issue 16): yen from a bug bounty program's budget, or an internal program's points. */
export const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/reports/:id/rewards",
    {
      schema: {
        tags,
        security,
        summary:
          "The program's staff reward the report's hunter (bug bounty and internal programs; Idempotency-Key required; a negative amount corrects an earlier reward)",
        params: z.object({ id: Id }),
        headers: RewardHeaders,
        body: CreateReward,
        response: { 201: z.object({ data: ReportReward }) },
      },
    },
    async (req, reply) => {
      const actor = await requireActor(req);
      const key = req.headers["idempotency-key"] || undefined;
      const { reward, replayed } = await rewardReport(app.ctx, actor, req.params.id, req.body, key);
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.status(201).send({ data: reward });
    },
  );
};
