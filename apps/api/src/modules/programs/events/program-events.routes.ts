import { Activity, feedEventTypes, pagination } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../../http/auth.ts";
import { canSeeActivity, listProgramEvents, toActivity } from "../../organizations/index.ts";
import { authorizeProgram } from "../core/program-loading.ts";

/** Spec 2 §9: an organization's program activity, 300 a page. */
const PROGRAM_EVENTS_PER_PAGE = 300;

const ProgramEvents = z.object({
  data: z.array(Activity),
  meta: z.object({ total: z.number().int(), page: z.number().int(), perPage: z.number().int() }),
});

/** GET programs/{id}/events: the organization feed's lines about one program, for its staff. */
export const programEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/events",
    {
      schema: {
        tags: ["programs"],
        security: [{ bearer: [] }],
        summary:
          "The program's events as the organization's feed words them, newest first, to its admin and managers (sessions); 300 a page",
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: z.strictObject(pagination(PROGRAM_EVENTS_PER_PAGE).shape),
        response: { 200: ProgramEvents },
      },
    },
    async (req) => {
      const actor = await requireSession(req, "API keys read reports; sign in for the program's events.");
      const db = app.ctx.database.db;
      const { row, access } = await authorizeProgram(db, actor, req.params.id, "readEvents");
      const program = row.program;
      // The feed's own rule, for this viewer and this program: the admin's types and the staff's.
      const viewer = { role: access.membership!.role, programIds: [program.id] };
      const types = feedEventTypes.filter((type) => canSeeActivity(viewer, { type, programId: program.id }));
      const { page, perPage } = req.query;
      const { rows, total } = await listProgramEvents(db, {
        organizationId: program.organizationId,
        programId: program.id,
        types,
        offset: (page - 1) * perPage,
        limit: perPage,
      });
      return { data: rows.map(toActivity), meta: { total, page, perPage } };
    },
  );
};
