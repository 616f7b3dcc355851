import { CreateLabel, Id, Label, UpdateLabel } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../../http/auth.ts";
import { createLabel, deleteLabel, listLabels, updateLabel } from "./labels.service.ts";

const tags = ["reports"];
const security = [{ bearer: [] }];
const SESSIONS_ONLY = "API keys never act for an organization; sign in to manage labels.";

/** The organization's labels on its reports (issue 47): read by its members, kept by its admin. */
export const labelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/organizations/:id/labels",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "The organization's report labels, by name, with how many reports carry each",
        params: z.object({ id: Id }),
        response: { 200: z.object({ data: z.array(Label) }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      return { data: await listLabels(app.ctx, actor, req.params.id) };
    },
  );

  app.post(
    "/organizations/:id/labels",
    {
      schema: {
        errors: [403, 404, 409],
        tags,
        security,
        summary: "Adds a label the organization's staff may put on its reports (the admin)",
        params: z.object({ id: Id }),
        body: CreateLabel,
        response: { 201: z.object({ data: Label }) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      return reply.status(201).send({ data: await createLabel(app.ctx, actor, req.params.id, req.body) });
    },
  );

  app.patch(
    "/labels/:id",
    {
      schema: {
        errors: [403, 404, 409],
        tags,
        security,
        summary: "Renames a label or changes its colour (the organization's admin)",
        params: z.object({ id: Id }),
        body: UpdateLabel,
        response: { 200: z.object({ data: Label }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      return { data: await updateLabel(app.ctx, actor, req.params.id, req.body) };
    },
  );

  app.delete(
    "/labels/:id",
    {
      schema: {
        errors: [403, 404],
        tags,
        security,
        summary: "Deletes a label: it leaves every report and saved view (the organization's admin)",
        params: z.object({ id: Id }),
        otherAnswers: { 204: { description: "Deleted." } },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      await deleteLabel(app.ctx, actor, req.params.id);
      return reply.status(204).send();
    },
  );
};
