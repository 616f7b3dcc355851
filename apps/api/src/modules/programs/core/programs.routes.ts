import {
  CreateProgram,
  ListProgramsQuery,
  Program,
  ProgramAbilities,
  ProgramList,
  UpdateProgram,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { Ok } from "../../../http/answers.ts";
import { type Actor, findActor, requireSession } from "../../../http/auth.ts";
import { getProgram, type LoadedProgram, participationOf, programAbilitiesFor } from "./program-loading.ts";
import { toProgram, toProgramSummary } from "./programs.presenter.ts";
import * as programs from "./programs.service.ts";

const tags = ["programs"];
const security = [{ bearer: [] }];
const API_KEY_REFUSAL = "API keys cannot manage programs.";

/** `id` is the program's uuid or its slug (any letter case). */
const ProgramParams = z.object({
  id: z.string().min(1, "Not a valid program id or slug.").max(100, "Not a valid program id or slug."),
});
const ProgramAnswer = z.object({ data: Program, abilities: ProgramAbilities });
const present = (actor: Actor | null, p: LoadedProgram) => ({
  data: toProgram(p.row, { ...p.details, participation: participationOf(actor, p) }),
  abilities: programAbilitiesFor(actor, p.access),
});

/**
 * Programs. Reading is public (anonymous visitors and hunter API keys see what everyone may see);
 * creating, editing and deleting need a signed-in session.
 */
export const programsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary:
          "Creates a program (the organization's admin); bounty and internal need a bounty-approved organization",
        body: CreateProgram,
        response: { 201: ProgramAnswer },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const created = await programs.createProgram(app.ctx, actor, req.body);
      return reply.status(201).send(present(actor, created));
    },
  );

  app.get(
    "",
    {
      schema: {
        errors: [403, 404],
        tags,
        security: [{}, ...security],
        summary:
          "Programs the caller may see; with organization={id}, that organization's own list (members)",
        querystring: ListProgramsQuery,
        response: { 200: ProgramList },
      },
    },
    async (req) => {
      const actor = await findActor(req);
      const { rows, total, newReports } = await programs.listPrograms(app.ctx, actor, req.query);
      return {
        data: rows.map((row) => toProgramSummary(row, newReports.get(row.program.id) ?? 0)),
        meta: { total, page: req.query.page, perPage: req.query.perPage },
      };
    },
  );

  app.get(
    "/:id",
    {
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          "One program by id or slug, with the viewer's abilities; a program the caller may not see is a 404",
        description:
          "403 `second_factor_required`: a member of the program's organization, which requires a second " +
          "factor they have not added, asks for a program that is not public (a public one they read as a visitor).",
        errors: [403],
        params: ProgramParams,
        response: { 200: ProgramAnswer },
      },
    },
    async (req) => {
      const actor = await findActor(req);
      return present(actor, await getProgram(app.ctx, actor, req.params.id));
    },
  );

  app.put(
    "/:id",
    {
      schema: {
        tags,
        security,
        summary: "Edits a program (the admin and its managers; the manager list is the admin's alone)",
        params: ProgramParams,
        body: UpdateProgram,
        response: { 200: ProgramAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      return present(actor, await programs.updateProgram(app.ctx, actor, req.params.id, req.body));
    },
  );

  app.delete(
    "/:id",
    {
      schema: {
        tags,
        security,
        summary: "Deletes a program (admin only)",
        params: ProgramParams,
        response: { 200: Ok },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      await programs.deleteProgram(app.ctx, actor, req.params.id);
      return { data: { ok: true as const } };
    },
  );
};
