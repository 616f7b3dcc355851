import {
  JoinOrganization,
  ListMembersQuery,
  Member,
  orgRoles,
  pagination,
  ROLES_PER_PAGE,
  Role,
  UpdateMember,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../../../http/auth.ts";
import { toMember, toRole } from "../core/organizations.presenter.ts";
import {
  API_KEY_REFUSAL,
  dataOf,
  listOf,
  MemberParams,
  Ok,
  OrganizationParams,
  security,
  tags,
} from "../core/organizations.schemas.ts";
import { getOrganization } from "../core/organizations.service.ts";
import * as members from "./members.service.ts";

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/members",
    {
      schema: {
        tags,
        security,
        summary:
          "The organization's members, the admin first (members only; perPage 200 or 400; program= its staff only)",
        params: OrganizationParams,
        querystring: ListMembersQuery,
        response: { 200: listOf(Member) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const { page, perPage, program } = req.query;
      const { rows, total } = await members.listMembers(
        app.ctx,
        actor,
        req.params.id,
        { page, perPage },
        { programId: program },
      );
      return { data: rows.map(toMember), meta: { total, page, perPage } };
    },
  );

  app.get(
    "/:id/members/authenticated",
    {
      schema: {
        tags,
        security,
        summary: "The caller's own membership",
        params: OrganizationParams,
        response: { 200: dataOf(Member) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      return { data: toMember(await members.getOwnMembership(app.ctx, actor, req.params.id)) };
    },
  );

  app.post(
    "/:id/members",
    {
      schema: {
        tags,
        security,
        summary: "Accepts an invite: the caller joins with the member role",
        params: OrganizationParams,
        body: JoinOrganization,
        response: { 201: dataOf(Member) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const member = await members.joinOrganization(app.ctx, actor, req.params.id, req.body);
      return reply.status(201).send({ data: toMember(member) });
    },
  );

  app.put(
    "/:id/members/:memberId",
    {
      schema: {
        tags,
        security,
        summary: "Changes another member's role (admin only); making someone admin makes the caller a member",
        params: MemberParams,
        body: UpdateMember,
        response: { 200: dataOf(Member) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const { id, memberId } = req.params;
      return { data: toMember(await members.updateMemberRole(app.ctx, actor, id, memberId, req.body.role)) };
    },
  );

  app.delete(
    "/:id/members/:memberId",
    {
      schema: {
        tags,
        security,
        summary: "Removes a member (admin), or leaves when it is the caller's own membership",
        params: MemberParams,
        response: { 200: Ok },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      await members.removeMember(app.ctx, actor, req.params.id, req.params.memberId);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    "/:id/roles",
    {
      schema: {
        tags,
        security,
        summary: "The roles a member may hold: admin, member, triage (members only)",
        params: OrganizationParams,
        querystring: pagination(ROLES_PER_PAGE),
        response: { 200: listOf(Role) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      await getOrganization(app.ctx, actor, req.params.id);
      const { page, perPage } = req.query;
      const roles = orgRoles.map(toRole).slice((page - 1) * perPage, page * perPage);
      return { data: roles, meta: { total: orgRoles.length, page, perPage } };
    },
  );
};
