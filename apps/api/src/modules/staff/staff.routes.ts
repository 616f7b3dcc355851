import {
  DecideActivationRequest,
  Id,
  ListMeta,
  ListStaffActivationRequestsQuery,
  ListStaffMailsQuery,
  ListStaffOrganizationsQuery,
  StaffActivationRequest,
  StaffMail,
  StaffOrganization,
  UpdateStaffOrganization,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../http/auth.ts";
import { toStaffActivationRequest, toStaffOrganization } from "./staff.presenter.ts";
import * as staff from "./staff.service.ts";
import { listStaffMails, retryStaffMail } from "./staff-mails.service.ts";

const tags = ["staff"];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: Id });

/** Platform staff's tools (PLATFORM_STAFF_EMAILS, signed-in sessions only): bounty approval and vdp publication. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/organizations",
    {
      schema: {
        tags,
        security,
        summary: "Every organization, by name (platform staff)",
        querystring: ListStaffOrganizationsQuery,
        response: { 200: z.object({ data: z.array(StaffOrganization), meta: ListMeta }) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      const { rows, total } = await staff.listOrganizations(app.ctx, actor, req.query);
      return {
        data: rows.map(toStaffOrganization),
        meta: { total, page: req.query.page, perPage: req.query.perPage },
      };
    },
  );

  app.put(
    "/organizations/:id",
    {
      schema: {
        tags,
        security,
        summary:
          "Approves an organization for bug bounty and internal programs, or withdraws it (platform staff)",
        params: IdParams,
        body: UpdateStaffOrganization,
        response: { 200: z.object({ data: StaffOrganization }) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      const row = await staff.setBountyApproval(app.ctx, actor, req.params.id, req.body.bountyApproved);
      return { data: toStaffOrganization(row) };
    },
  );

  app.get(
    "/activation_requests",
    {
      schema: {
        tags,
        security,
        summary: "Vdp activation requests of one status (default pending, oldest first) (platform staff)",
        querystring: ListStaffActivationRequestsQuery,
        response: { 200: z.object({ data: z.array(StaffActivationRequest), meta: ListMeta }) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      const { rows, total } = await staff.listActivationRequests(app.ctx, actor, req.query);
      return {
        data: rows.map(toStaffActivationRequest),
        meta: { total, page: req.query.page, perPage: req.query.perPage },
      };
    },
  );

  app.post(
    "/activation_requests/:id",
    {
      schema: {
        tags,
        security,
        summary:
          "Approves (publishes the program) or rejects a pending activation request; e-mails the requester",
        params: IdParams,
        body: DecideActivationRequest,
        response: { 200: z.object({ data: StaffActivationRequest }) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      const row = await staff.decideActivationRequest(app.ctx, actor, req.params.id, req.body);
      return { data: toStaffActivationRequest(row) };
    },
  );

  app.get(
    "/mails",
    {
      schema: {
        tags,
        security,
        summary: "Notification mails that failed for good, newest first (platform staff)",
        querystring: ListStaffMailsQuery,
        response: { 200: z.object({ data: z.array(StaffMail), meta: ListMeta }) },
      },
    },
    async (req) => listStaffMails(app.ctx, await requireActor(req), req.query),
  );

  app.post(
    "/mails/:id/retry",
    {
      schema: {
        tags,
        security,
        summary: "Sends a failed notification mail again (platform staff)",
        params: IdParams,
        otherAnswers: { 204: { description: "Back in the outbox: it goes out again shortly." } },
      },
    },
    async (req, reply) => {
      await retryStaffMail(app.ctx, await requireActor(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
