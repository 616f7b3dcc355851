import { CannedAnswer, CreateCannedAnswer, Id, UpdateCannedAnswer } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../../http/auth.ts";
import {
  createCannedAnswer,
  deleteCannedAnswer,
  listCannedAnswers,
  updateCannedAnswer,
} from "./canned-answers.service.ts";

const tags = ["reports"];
const security = [{ bearer: [] }];
const SESSIONS_ONLY = "API keys never act for an organization; sign in to manage canned answers.";

/** The organization's canned answers (issue 47): used by its members, kept by its admin. */
export const cannedAnswersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/organizations/:id/canned-answers",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "The organization's canned answers, by title, with the state each is offered first for",
        params: z.object({ id: Id }),
        response: { 200: z.object({ data: z.array(CannedAnswer) }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      return { data: await listCannedAnswers(app.ctx, actor, req.params.id) };
    },
  );

  app.post(
    "/organizations/:id/canned-answers",
    {
      schema: {
        errors: [403, 404, 409],
        tags,
        security,
        summary:
          "Adds a canned answer its members may send, with `{{hunter}}`, `{{report}}` and `{{program}}` filled in (the admin)",
        params: z.object({ id: Id }),
        body: CreateCannedAnswer,
        response: { 201: z.object({ data: CannedAnswer }) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      return reply
        .status(201)
        .send({ data: await createCannedAnswer(app.ctx, actor, req.params.id, req.body) });
    },
  );

  app.patch(
    "/canned-answers/:id",
    {
      schema: {
        errors: [403, 404, 409],
        tags,
        security,
        summary: "Changes a canned answer's title, text or state (the organization's admin)",
        params: z.object({ id: Id }),
        body: UpdateCannedAnswer,
        response: { 200: z.object({ data: CannedAnswer }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      return { data: await updateCannedAnswer(app.ctx, actor, req.params.id, req.body) };
    },
  );

  app.delete(
    "/canned-answers/:id",
    {
      schema: {
        errors: [403, 404],
        tags,
        security,
        summary: "Deletes a canned answer; messages sent with it stay (the organization's admin)",
        params: z.object({ id: Id }),
        otherAnswers: { 204: { description: "Deleted." } },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      await deleteCannedAnswer(app.ctx, actor, req.params.id);
      return reply.status(204).send();
    },
  );
};
