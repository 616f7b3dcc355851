import { CreateSavedView, Id, SavedView, UpdateSavedView } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../../http/auth.ts";
import { createView, deleteView, listViews, updateView } from "./saved-views.service.ts";

const tags = ["reports"];
const security = [{ bearer: [] }];
const SESSIONS_ONLY = "API keys never act for an organization; sign in to keep views.";

/** Saved views of the organization's report list (issue 31): the member's own, or shared with the organization. */
export const savedViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/organizations/:id/saved-views",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary:
          "The caller's saved views of the organization's report list, and the ones shared with its members",
        params: z.object({ id: Id }),
        response: { 200: z.object({ data: z.array(SavedView) }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      return { data: await listViews(app.ctx, actor, req.params.id) };
    },
  );

  app.post(
    "/organizations/:id/saved-views",
    {
      schema: {
        errors: [404, 409],
        tags,
        security,
        summary:
          "Names the report list's filters as a view, the member's own or shared with the organization",
        params: z.object({ id: Id }),
        body: CreateSavedView,
        response: { 201: z.object({ data: SavedView }) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      return reply.status(201).send({ data: await createView(app.ctx, actor, req.params.id, req.body) });
    },
  );

  app.patch(
    "/saved-views/:id",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary:
          "Renames, shares or unshares a saved view, or saves new filters under it (its author; the admin for a shared one)",
        params: z.object({ id: Id }),
        body: UpdateSavedView,
        response: { 200: z.object({ data: SavedView }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      return { data: await updateView(app.ctx, actor, req.params.id, req.body) };
    },
  );

  app.delete(
    "/saved-views/:id",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "Deletes a saved view (its author; the admin for a shared one)",
        params: z.object({ id: Id }),
        otherAnswers: { 204: { description: "Deleted." } },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, SESSIONS_ONLY);
      await deleteView(app.ctx, actor, req.params.id);
      return reply.status(204).send();
    },
  );
};
