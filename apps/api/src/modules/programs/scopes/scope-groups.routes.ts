import { SaveScopeGroup, ScopeGroup } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { Ok } from "../../../http/answers.ts";
import { requireSession } from "../../../http/auth.ts";
import { toScopeGroup } from "../core/programs.presenter.ts";
import * as scopeGroups from "./scope-groups.service.ts";

const tags = ["programs"];
const security = [{ bearer: [] }];
const API_KEY_REFUSAL = "API keys cannot manage programs.";

const ProgramRef = z
  .string()
  .min(1, "Not a valid program id or slug.")
  .max(100, "Not a valid program id or slug.");
const ProgramParams = z.object({ id: ProgramRef });
const GroupParams = z.object({ id: ProgramRef, groupId: z.uuid({ error: "Not a valid scope group id." }) });
const GroupAnswer = z.object({ data: ScopeGroup });

/** A program's scope groups (spec §5): the admin and the program's managers write them; they read with the program. */
export const scopeGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/scopes_groups",
    {
      schema: {
        tags,
        security,
        summary: "Appends a scope group to the program (the admin and its managers)",
        params: ProgramParams,
        body: SaveScopeGroup,
        response: { 201: GroupAnswer },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const group = await scopeGroups.createScopeGroup(app.ctx, actor, req.params.id, req.body);
      return reply.status(201).send({ data: toScopeGroup(group) });
    },
  );

  app.put(
    "/:id/scopes_groups/:groupId",
    {
      schema: {
        tags,
        security,
        summary: "Replaces a scope group's fields (the admin and the program's managers)",
        params: GroupParams,
        body: SaveScopeGroup,
        response: { 200: GroupAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const { id, groupId } = req.params;
      return {
        data: toScopeGroup(await scopeGroups.updateScopeGroup(app.ctx, actor, id, groupId, req.body)),
      };
    },
  );

  app.delete(
    "/:id/scopes_groups/:groupId",
    {
      schema: {
        tags,
        security,
        summary: "Deletes a scope group (the admin and the program's managers)",
        params: GroupParams,
        response: { 200: Ok },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      await scopeGroups.deleteScopeGroup(app.ctx, actor, req.params.id, req.params.groupId);
      return { data: { ok: true as const } };
    },
  );
};
