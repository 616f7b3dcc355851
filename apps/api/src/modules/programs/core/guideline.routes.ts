import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../../http/auth.ts";
import { acceptGuideline } from "./guideline.service.ts";

const ProgramParams = z.object({
  id: z.string().min(1, "Not a valid program id or slug.").max(100, "Not a valid program id or slug."),
});

/** Spec §5: a hunter accepts the program's guideline before reporting. */
export const guidelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/guideline",
    {
      schema: {
        tags: ["programs"],
        security: [{ bearer: [] }],
        summary: "Accepts the program's guideline (signed-in hunters who see its details); idempotent",
        params: ProgramParams,
        response: { 200: z.object({ data: z.object({ acceptedAt: z.string() }) }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, "API keys cannot accept program guidelines.");
      const acceptedAt = await acceptGuideline(app.ctx, actor, req.params.id);
      return { data: { acceptedAt: acceptedAt.toISOString() } };
    },
  );
};
