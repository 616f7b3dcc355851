import {
  Application,
  ApplyToProgram,
  CreateApplication,
  ListApplicationsQuery,
  ListMeta,
  UpdateApplication,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DbOrTx } from "../../../db/client.ts";
import { Ok } from "../../../http/answers.ts";
import { requireSession } from "../../../http/auth.ts";
import { hunterRecordsOf } from "../../standing/index.ts";
import { toApplication } from "./applications.presenter.ts";
import type { ApplicationView } from "./applications.repository.ts";
import * as applications from "./applications.service.ts";
import * as hunters from "./program-hunters.service.ts";

const tags = ["programs"];
const security = [{ bearer: [] }];
const HUNTER_KEY_REFUSAL = "API keys cannot apply to programs.";
const API_KEY_REFUSAL = "API keys cannot manage programs.";

const ProgramRef = z
  .string()
  .min(1, "Not a valid program id or slug.")
  .max(100, "Not a valid program id or slug.");
const ProgramParams = z.object({ id: ProgramRef });
const RequestParams = z.object({
  id: ProgramRef,
  requestId: z.uuid({ error: "Not a valid application id." }),
});
const ApplicationParams = z.object({ id: z.uuid({ error: "Not a valid application id." }) });
/** Each hunter with their public record (standing's `hunterRecordsOf`), read in one pass per answer. */
async function present(db: DbOrTx, views: ApplicationView[]) {
  const records = await hunterRecordsOf(
    db,
    views.map((v) => v.hunter.id),
  );
  return views.map((v) => toApplication(v, records.get(v.hunter.id)!));
}
const presentOne = async (db: DbOrTx, view: ApplicationView) => (await present(db, [view]))[0]!;

const ApplicationAnswer = z.object({ data: Application });

/** The hunter's side, under /api/programs: their own application to a program. */
export const programRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/requests",
    {
      schema: {
        tags,
        security,
        summary: "The caller's own application to the program (0 or 1)",
        params: ProgramParams,
        response: { 200: z.object({ data: z.array(Application) }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, HUNTER_KEY_REFUSAL);
      return {
        data: await present(
          app.ctx.database.db,
          await applications.listOwnApplications(app.ctx, actor, req.params.id),
        ),
      };
    },
  );

  app.post(
    "/:id/requests",
    {
      schema: {
        tags,
        security,
        summary: "Applies to a non-public program (pending); `invite` for invite-only programs",
        params: ProgramParams,
        body: ApplyToProgram,
        response: { 201: ApplicationAnswer },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, HUNTER_KEY_REFUSAL);
      const view = await applications.applyToProgram(app.ctx, actor, req.params.id, req.body);
      return reply.status(201).send({ data: await presentOne(app.ctx.database.db, view) });
    },
  );

  app.delete(
    "/:id/requests/:requestId",
    {
      schema: {
        tags,
        security,
        summary: "Withdraws the caller's own pending application",
        params: RequestParams,
        response: { 200: Ok },
      },
    },
    async (req) => {
      const actor = await requireSession(req, HUNTER_KEY_REFUSAL);
      await applications.cancelApplication(app.ctx, actor, req.params.id, req.params.requestId);
      return { data: { ok: true as const } };
    },
  );
};

/** The organization's side, under /api/applications: the admin and the program's managers. */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "A program's applications and hunters (the admin and its managers); search by hunter name",
        querystring: ListApplicationsQuery,
        response: { 200: z.object({ data: z.array(Application), meta: ListMeta }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const { rows, total } = await hunters.listApplications(app.ctx, actor, req.query);
      return {
        data: await present(app.ctx.database.db, rows),
        meta: { total, page: req.query.page, perPage: req.query.perPage },
      };
    },
  );

  app.post(
    "",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "Admits a hunter, by unique name, to a non-public program (approved at once)",
        body: CreateApplication,
        response: { 200: ApplicationAnswer, 201: ApplicationAnswer },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const { view, created } = await hunters.addHunter(app.ctx, actor, req.body);
      return reply.status(created ? 201 : 200).send({ data: await presentOne(app.ctx.database.db, view) });
    },
  );

  app.put(
    "/:id",
    {
      schema: {
        tags,
        security,
        summary: "Approves a pending application (the admin and the program's managers)",
        params: ApplicationParams,
        body: UpdateApplication,
        response: { 200: ApplicationAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      return {
        data: await presentOne(
          app.ctx.database.db,
          await hunters.approveApplication(app.ctx, actor, req.params.id),
        ),
      };
    },
  );

  app.delete(
    "/:id",
    {
      schema: {
        tags,
        security,
        summary: "Rejects a pending application or removes an approved hunter",
        params: ApplicationParams,
        response: { 200: Ok },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      await hunters.deleteApplication(app.ctx, actor, req.params.id);
      return { data: { ok: true as const } };
    },
  );
};
