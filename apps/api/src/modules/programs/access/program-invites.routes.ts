import { ProgramInvite, ProgramInvitePreview } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { Ok } from "../../../http/answers.ts";
import { requireSession } from "../../../http/auth.ts";
import type { ProgramInviteRow } from "./program-invites.repository.ts";
import * as invites from "./program-invites.service.ts";

const tags = ["programs"];
const security = [{ bearer: [] }];
const API_KEY_REFUSAL = "API keys cannot manage programs.";

const ProgramRef = z
  .string()
  .min(1, "Not a valid program id or slug.")
  .max(100, "Not a valid program id or slug.");
const ProgramParams = z.object({ id: ProgramRef });
const InviteParams = z.object({ id: ProgramRef, inviteId: z.uuid({ error: "Not a valid invite id." }) });

const toInvite = (i: ProgramInviteRow): ProgramInvite => ({ id: i.id, createdAt: i.createdAt.toISOString() });

/** A program's invite link, /programs/{slug}/join?i={inviteId}. Reset is DELETE, then POST. */
export const programInvitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/invites",
    {
      schema: {
        tags,
        security,
        summary: "The program's invite link, 0 or 1 (the admin and its managers)",
        params: ProgramParams,
        response: { 200: z.object({ data: z.array(ProgramInvite) }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      return { data: (await invites.listInvites(app.ctx, actor, req.params.id)).map(toInvite) };
    },
  );

  app.post(
    "/:id/invites",
    {
      schema: {
        tags,
        security,
        summary: "Creates the program's invite link (the admin and its managers); one per program",
        params: ProgramParams,
        response: { 201: z.object({ data: ProgramInvite }) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      return reply
        .status(201)
        .send({ data: toInvite(await invites.createInvite(app.ctx, actor, req.params.id)) });
    },
  );

  app.get(
    "/:id/invites/:inviteId",
    {
      schema: {
        tags,
        security: [{}, ...security],
        summary: "What the join page shows: anyone holding the invite id, even of an invite-only program",
        params: InviteParams,
        response: { 200: z.object({ data: ProgramInvitePreview }) },
      },
    },
    async (req) => ({ data: await invites.previewInvite(app.ctx, req.params.id, req.params.inviteId) }),
  );

  app.delete(
    "/:id/invites/:inviteId",
    {
      schema: {
        tags,
        security,
        summary: "Deletes the invite link (the admin and its managers); it stops working at once",
        params: InviteParams,
        response: { 200: Ok },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      await invites.deleteInvite(app.ctx, actor, req.params.id, req.params.inviteId);
      return { data: { ok: true as const } };
    },
  );
};
