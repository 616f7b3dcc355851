import { DeletedTestForm, Id, SaveTestForm, TestForm } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../../http/auth.ts";
import { toTestForm } from "../core/programs.presenter.ts";
import * as forms from "./test-forms.service.ts";

export const testTags = ["programs"];
export const security = [{ bearer: [] }];
/** Test information can hold credentials: only signed-in sessions handle it, never API keys. */
export const TEST_API_KEY_REFUSAL = "API keys cannot handle test information.";

/** `id` is the program's uuid or its slug (any letter case). */
export const ProgramParams = z.object({
  id: z.string().min(1, "Not a valid program id or slug.").max(100, "Not a valid program id or slug."),
});
const FormParams = ProgramParams.extend({ formId: Id });
const FormAnswer = z.object({ data: TestForm });

/** A program's test-information forms: the admin and the program's managers (manageHunters). */
export const testFormsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/test/forms",
    {
      schema: {
        tags: testTags,
        security,
        summary: "Adds a test-information form (the admin and the program's managers; at most 20)",
        params: ProgramParams,
        body: SaveTestForm,
        response: { 201: FormAnswer },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, TEST_API_KEY_REFUSAL);
      const form = await forms.createTestForm(app.ctx, actor, req.params.id, req.body);
      return reply.status(201).send({ data: toTestForm(form) });
    },
  );

  app.put(
    "/:id/test/forms/:formId",
    {
      schema: {
        tags: testTags,
        security,
        summary: "Edits a test-information form's title and description",
        params: FormParams,
        body: SaveTestForm,
        response: { 200: FormAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TEST_API_KEY_REFUSAL);
      const { id, formId } = req.params;
      return { data: toTestForm(await forms.updateTestForm(app.ctx, actor, id, formId, req.body)) };
    },
  );

  app.delete(
    "/:id/test/forms/:formId",
    {
      schema: {
        tags: testTags,
        security,
        summary: "Deletes a test-information form and the requests made through it",
        params: FormParams,
        response: { 200: DeletedTestForm },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TEST_API_KEY_REFUSAL);
      const { deletedRequests } = await forms.deleteTestForm(
        app.ctx,
        actor,
        req.params.id,
        req.params.formId,
      );
      return { data: { ok: true as const, deletedRequests } };
    },
  );
};
