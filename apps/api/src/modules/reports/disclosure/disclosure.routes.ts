import {
  DisclosureAnswer,
  DisclosureRequestAnswer,
  Id,
  PutDisclosure,
  PutDisclosureRequest,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findActor, requireActor } from "../../../http/auth.ts";
import { getDisclosure, putDisclosure, undisclose } from "./disclosure.service.ts";
import {
  deleteDisclosureRequest,
  getDisclosureRequest,
  putDisclosureRequest,
  rejectDisclosureRequest,
} from "./disclosure-request.service.ts";

const tags = ["reports"];
const security = [{ bearer: [] }];
const params = z.object({ id: Id });
const deleted = { 204: { description: "Deleted: nothing to return." } };

/** A report's disclosure request (its sender's) and its disclosure (its staff's). */
export const disclosureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/reports/:id/disclosure-request",
    {
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          "The sender's disclosure request (or null), to whoever may read the report, with what they may do",
        params,
        response: { 200: DisclosureRequestAnswer },
      },
    },
    async (req) => getDisclosureRequest(app.ctx, await findActor(req), req.params.id),
  );

  app.put(
    "/reports/:id/disclosure-request",
    {
      schema: {
        tags,
        security,
        summary:
          "The sender asks that a closed report be disclosed, with their summary, or edits the pending request (409 once disclosed or rejected)",
        params,
        body: PutDisclosureRequest,
        response: { 200: DisclosureRequestAnswer },
      },
    },
    async (req) => putDisclosureRequest(app.ctx, await requireActor(req), req.params.id, req.body),
  );

  app.delete(
    "/reports/:id/disclosure-request",
    {
      schema: {
        otherAnswers: deleted,
        tags,
        security,
        summary: "The sender withdraws the request, or clears a rejected one to ask again",
        params,
      },
    },
    async (req, reply) => {
      await deleteDisclosureRequest(app.ctx, await requireActor(req), req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/reports/:id/disclosure-request/rejection",
    {
      schema: {
        tags,
        security,
        summary:
          "The program's staff reject a pending disclosure request; it stays, rejected, for the hunter to read",
        params,
        response: { 200: DisclosureRequestAnswer },
      },
    },
    async (req) => rejectDisclosureRequest(app.ctx, await requireActor(req), req.params.id),
  );

  app.get(
    "/reports/:id/disclosure",
    {
      schema: {
        tags,
        security: [{}, ...security],
        summary: "The report's disclosure, scheduled or public (or null), to whoever may read the report",
        params,
        response: { 200: DisclosureAnswer },
      },
    },
    async (req) => getDisclosure(app.ctx, await findActor(req), req.params.id),
  );

  app.put(
    "/reports/:id/disclosure",
    {
      schema: {
        tags,
        security,
        summary:
          "The program's staff disclose a closed report (title, their summary; a future publishAt publishes it then) or edit its disclosure",
        params,
        body: PutDisclosure,
        response: { 200: DisclosureAnswer },
      },
    },
    async (req) => putDisclosure(app.ctx, await requireActor(req), req.params.id, req.body),
  );

  app.delete(
    "/reports/:id/disclosure",
    {
      schema: {
        otherAnswers: deleted,
        tags,
        security,
        summary: "The program's staff undisclose the report: it is no longer public",
        params,
      },
    },
    async (req, reply) => {
      await undisclose(app.ctx, await requireActor(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
