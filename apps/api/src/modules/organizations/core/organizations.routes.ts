import {
  CreateOrganization,
  ListOrganizationsQuery,
  Organization,
  OrganizationAbilities,
  OrganizationFactorRule,
  UpdateOrganization,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../../http/auth.ts";
import { readImageUpload, sendImage } from "../../../http/images.ts";
import { activityRoutes } from "../activity/activity.routes.ts";
import { chatWebhookRoutes } from "../chat-webhooks/chat-webhook.routes.ts";
import { invitesRoutes } from "../members/invites.routes.ts";
import { membersRoutes } from "../members/members.routes.ts";
import { setFactorRule } from "./factor-rule.service.ts";
import * as icons from "./icon.service.ts";
import { toOrganization } from "./organizations.presenter.ts";
import {
  API_KEY_REFUSAL,
  IconQuery,
  listOf,
  OrganizationParams,
  security,
  tags,
} from "./organizations.schemas.ts";
import * as organizations from "./organizations.service.ts";

const OrganizationAnswer = z.object({ data: Organization, abilities: OrganizationAbilities });
const present = (
  actor: Parameters<typeof organizations.abilitiesFor>[0],
  o: organizations.LoadedOrganization,
) => ({
  data: toOrganization(o.organization),
  abilities: organizations.abilitiesFor(actor, o.access),
});

/** Organizations: every route needs a signed-in session; API keys are for hunting endpoints. */
export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "",
    {
      schema: {
        tags,
        security,
        summary: "Registers an organization; the caller becomes its admin",
        body: CreateOrganization,
        response: { 201: OrganizationAnswer },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const created = await organizations.createOrganization(app.ctx, actor, req.body);
      return reply.status(201).send(present(actor, created));
    },
  );

  app.get(
    "",
    {
      schema: {
        tags,
        security,
        summary: "The caller's organizations (there is no public directory)",
        querystring: ListOrganizationsQuery,
        response: { 200: listOf(Organization) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const { page, perPage } = req.query;
      const { rows, total } = await organizations.listOrganizations(app.ctx, actor, { page, perPage });
      return { data: rows.map(toOrganization), meta: { total, page, perPage } };
    },
  );

  app.get(
    "/:id",
    {
      schema: {
        tags,
        security,
        summary: "One organization with the viewer's abilities; members only (others get 404)",
        params: OrganizationParams,
        response: { 200: OrganizationAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      return present(actor, await organizations.getOrganization(app.ctx, actor, req.params.id));
    },
  );

  app.put(
    "/:id",
    {
      schema: {
        tags,
        security,
        summary: "Edits the organization's name, domain, introduction and links (admin only)",
        params: OrganizationParams,
        body: UpdateOrganization,
        response: { 200: OrganizationAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const updated = await organizations.updateOrganization(
        app.ctx,
        actor,
        req.params.id,
        req.body,
        req.log,
      );
      return present(actor, updated);
    },
  );

  app.put(
    "/:id/second-factor-rule",
    {
      schema: {
        tags,
        security,
        summary: "Requires (or stops requiring) a second factor of every member (admin only)",
        description:
          "A member without a factor then reads none of the organization's reports, programs' private " +
          "settings or money: those routes answer 403 `second_factor_required` until they add one. " +
          "Turning it on needs the admin's own factor; either way wants it confirmed within the last " +
          "few minutes (403 `recent_verification_required`).",
        params: OrganizationParams,
        body: OrganizationFactorRule,
        response: { 200: OrganizationAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      return present(actor, await setFactorRule(app.ctx, actor, req.params.id, req.body.required));
    },
  );

  app.put(
    "/:id/avatar",
    {
      schema: {
        tags,
        security,
        summary:
          "Replaces the icon (admin only): multipart field 'file', JPEG, PNG, GIF or BMP, at most 5 MB",
        consumes: ["multipart/form-data"],
        upload: { field: "file" },
        params: OrganizationParams,
        response: { 200: OrganizationAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const upload = () => readImageUpload(req);
      return present(actor, await icons.updateIcon(app.ctx, actor, req.params.id, upload, req.log));
    },
  );

  app.get(
    "/:id/avatar",
    {
      schema: {
        tags,
        summary: "The icon image, for whoever holds its URL (the version in it is the secret)",
        otherAnswers: {
          200: { description: "The image.", types: ["image/jpeg", "image/png", "image/gif", "image/bmp"] },
        },
        params: OrganizationParams,
        querystring: IconQuery,
      },
    },
    async (req, reply) =>
      sendImage(
        reply,
        await icons.getIcon(app.ctx, req.params.id, req.query.v),
        "private, max-age=31536000, immutable",
      ),
  );

  await app.register(membersRoutes);
  await app.register(invitesRoutes);
  await app.register(chatWebhookRoutes);
  await app.register(activityRoutes);
};
