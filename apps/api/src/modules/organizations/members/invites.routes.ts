import { INVITES_PER_PAGE, Invite, InviteCodeQuery, InvitePreview, pagination } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../../../http/auth.ts";
import { toInvite } from "../core/organizations.presenter.ts";
import {
  API_KEY_REFUSAL,
  dataOf,
  InviteParams,
  listOf,
  Ok,
  OrganizationParams,
  security,
  tags,
} from "../core/organizations.schemas.ts";
import * as invites from "./invites.service.ts";

/** Invite links. Reset is the client's two calls: DELETE the link, then POST a new one. */
export const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.ctx.config.PUBLIC_URL;

  app.get(
    "/:id/invites",
    {
      schema: {
        tags,
        security,
        summary: "The organization's invite links with their codes (admin only)",
        params: OrganizationParams,
        querystring: pagination(INVITES_PER_PAGE),
        response: { 200: listOf(Invite) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const { page, perPage } = req.query;
      const { rows, total } = await invites.listInvites(app.ctx, actor, req.params.id, { page, perPage });
      return { data: rows.map((i) => toInvite(i, publicUrl)), meta: { total, page, perPage } };
    },
  );

  app.post(
    "/:id/invites",
    {
      schema: {
        tags,
        security,
        summary: "Creates an invite link (admin only)",
        params: OrganizationParams,
        response: { 201: dataOf(Invite) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const invite = await invites.createInvite(app.ctx, actor, req.params.id);
      return reply.status(201).send({ data: toInvite(invite, publicUrl) });
    },
  );

  app.get(
    "/:id/invites/:inviteId",
    {
      schema: {
        tags,
        security,
        summary: "For the join page: the organization's name and icon, to a holder of the invite's code",
        params: InviteParams,
        querystring: InviteCodeQuery,
        response: { 200: dataOf(InvitePreview) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const { id, inviteId } = req.params;
      return { data: await invites.previewInvite(app.ctx, actor, id, inviteId, req.query.code) };
    },
  );

  app.delete(
    "/:id/invites/:inviteId",
    {
      schema: {
        tags,
        security,
        summary: "Deletes an invite link; it stops working at once (admin only)",
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
