import {
  AssignTriager,
  Id,
  ListMeta,
  ListStaffTriageQuery,
  SetProgramTriage,
  StaffTriageProgram,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../http/auth.ts";
import { assignTriager, listStaffTriage, setProgramTriage, unassignTriager } from "./triage-staff.service.ts";

const tags = ["triage"];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: Id });

/** Issue 32: platform staff turn triage on for programs and assign platform triagers. */
export const triageStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/staff/triage",
    {
      schema: {
        tags,
        security,
        summary: "Every program with its triage switch and platform triagers, triaged first (platform staff)",
        querystring: ListStaffTriageQuery,
        response: { 200: z.object({ data: z.array(StaffTriageProgram), meta: ListMeta }) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      const { data, total } = await listStaffTriage(app.ctx, actor, req.query);
      return { data, meta: { total, page: req.query.page, perPage: req.query.perPage } };
    },
  );

  app.put(
    "/staff/triage/:id",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "Turns triage on or off for a program (platform staff)",
        params: IdParams,
        body: SetProgramTriage,
        response: { 200: z.object({ data: StaffTriageProgram }) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      return { data: await setProgramTriage(app.ctx, actor, req.params.id, req.body.enabled) };
    },
  );

  app.post(
    "/staff/triage/:id/triagers",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "Assigns a platform triager to a triaged program, by unique name or e-mail (platform staff)",
        params: IdParams,
        body: AssignTriager,
        response: { 200: z.object({ data: StaffTriageProgram }) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      return { data: await assignTriager(app.ctx, actor, req.params.id, req.body.user) };
    },
  );

  app.delete(
    "/staff/triage/:id/triagers/:userId",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "Removes a platform triager from a program (platform staff)",
        params: z.object({ id: Id, userId: Id }),
        response: { 200: z.object({ data: StaffTriageProgram }) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      return { data: await unassignTriager(app.ctx, actor, req.params.id, req.params.userId) };
    },
  );
};
