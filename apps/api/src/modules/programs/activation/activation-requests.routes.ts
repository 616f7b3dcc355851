import { ActivationRequest } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../../http/auth.ts";
import { toActivationRequest } from "./activation-requests.presenter.ts";
import * as activation from "./activation-requests.service.ts";

const tags = ["programs"];
const security = [{ bearer: [] }];
const API_KEY_REFUSAL = "API keys cannot manage programs.";
const ProgramParams = z.object({
  id: z.string().min(1, "Not a valid program id or slug.").max(100, "Not a valid program id or slug."),
});
const RequestAnswer = z.object({ data: ActivationRequest });

/** A vdp program's request to be published by platform staff (spec §4), under /api/programs/{id}. */
export const activationRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/activation_request",
    {
      schema: {
        tags,
        security,
        summary: "The program's latest activation request, or null (members of the organization)",
        params: ProgramParams,
        response: { 200: z.object({ data: ActivationRequest.nullable() }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const request = await activation.getActivationRequest(app.ctx, actor, req.params.id);
      return { data: request ? toActivationRequest(request) : null };
    },
  );

  app.post(
    "/:id/activation_request",
    {
      schema: {
        tags,
        security,
        summary: "Asks platform staff to publish a vdp program (the admin and its managers)",
        params: ProgramParams,
        response: { 201: RequestAnswer },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const request = await activation.requestActivation(app.ctx, actor, req.params.id);
      return reply.status(201).send({ data: toActivationRequest(request) });
    },
  );

  app.delete(
    "/:id/activation_request",
    {
      schema: {
        tags,
        security,
        summary: "Cancels the pending activation request (the admin and its managers)",
        params: ProgramParams,
        response: { 200: RequestAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      return {
        data: toActivationRequest(await activation.cancelActivationRequest(app.ctx, actor, req.params.id)),
      };
    },
  );
};
