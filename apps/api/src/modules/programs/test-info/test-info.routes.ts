import {
  CancelTestInfoRequest,
  CreateTestInfoRequest,
  Id,
  ListTestInfoRequestsQuery,
  TestInfoRequest,
  TestInfoRequestList,
  UpdateTestInfoRequest,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../../http/auth.ts";
import {
  ProgramParams,
  security,
  TEST_API_KEY_REFUSAL,
  testFormsRoutes,
  testTags,
} from "./test-forms.routes.ts";
import { toTestInfoRequest } from "./test-info.presenter.ts";
import * as info from "./test-info.service.ts";

const InfoParams = ProgramParams.extend({ infoId: Id });
const InfoAnswer = z.object({ data: TestInfoRequest });

/**
 * Test-information requests: hunters ask through a form and cancel while pending; the admin and the
 * program's managers answer. Only signed-in sessions: the information may hold credentials.
 */
export const testInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/test/info",
    {
      schema: {
        tags: testTags,
        security,
        summary: "A hunter asks for test information through one of the program's forms",
        params: ProgramParams,
        body: CreateTestInfoRequest,
        response: { 201: InfoAnswer },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, TEST_API_KEY_REFUSAL);
      const view = await info.requestTestInfo(app.ctx, actor, req.params.id, req.body);
      return reply.status(201).send({ data: toTestInfoRequest(view, "hunter") });
    },
  );

  app.get(
    "/:id/test/info/user",
    {
      schema: {
        tags: testTags,
        security,
        summary: "The caller's own test-information requests to the program, newest first",
        params: ProgramParams,
        response: { 200: z.object({ data: z.array(TestInfoRequest) }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TEST_API_KEY_REFUSAL);
      const views = await info.listOwnTestInfo(app.ctx, actor, req.params.id);
      return { data: views.map((v) => toTestInfoRequest(v, "hunter")) };
    },
  );

  app.get(
    "/:id/test/info",
    {
      schema: {
        tags: testTags,
        security,
        summary: "The program's test-information requests (the admin and the program's managers)",
        params: ProgramParams,
        querystring: ListTestInfoRequestsQuery,
        response: { 200: TestInfoRequestList },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TEST_API_KEY_REFUSAL);
      const { views, total } = await info.listTestInfo(app.ctx, actor, req.params.id, req.query);
      return {
        data: views.map((v) => toTestInfoRequest(v, "organization")),
        meta: { total, page: req.query.page, perPage: req.query.perPage },
      };
    },
  );

  app.put(
    "/:id/test/info/:infoId",
    {
      schema: {
        tags: testTags,
        security,
        summary: "The organization accepts, rejects, updates, finalizes or revokes a request",
        params: InfoParams,
        body: UpdateTestInfoRequest,
        response: { 200: InfoAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TEST_API_KEY_REFUSAL);
      const { id, infoId } = req.params;
      const view = await info.actOnTestInfo(app.ctx, actor, id, infoId, req.body);
      return { data: toTestInfoRequest(view, "organization") };
    },
  );

  app.delete(
    "/:id/test/info/:infoId",
    {
      schema: {
        tags: testTags,
        security,
        summary: "The hunter cancels their own request while it is pending",
        params: InfoParams,
        body: CancelTestInfoRequest,
        response: { 200: InfoAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TEST_API_KEY_REFUSAL);
      const { id, infoId } = req.params;
      const view = await info.cancelTestInfo(app.ctx, actor, id, infoId, req.body.message);
      return { data: toTestInfoRequest(view, "hunter") };
    },
  );
};

/** Everything under programs/{id}/test: forms and requests, registered with prefix /api/programs. */
export const programTestRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(testFormsRoutes);
  await app.register(testInfoRoutes);
};
