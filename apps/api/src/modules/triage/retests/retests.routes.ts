import { AnswerRetest, Id, RequestRetest, Retest, RetestList } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor, requireSession } from "../../../http/auth.ts";
import { TRIAGE_SESSIONS_ONLY } from "../triage.policy.ts";
import { acceptRetest, answerRetest, declineRetest } from "./retest-answers.service.ts";
import { cancelRetest, listRetests, requestRetest } from "./retests.service.ts";

const tags = ["triage"];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: Id });
/** Required by the service (its 400 names it); the schema only bounds its size. */
const KeyHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .trim()
    .max(200, "Use an Idempotency-Key of at most 200 characters.")
    .optional(),
});
const One = z.object({ data: Retest });

/**
 * Issue 33's paid retests: the vulnerability's triage asks the hunter to check a remediated fix, for
 * an optional fee held from the bug bounty budget; the hunter accepts or declines, then answers.
 */
export const retestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/reports/:id/retests",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "A report's retests, newest first, to its hunter and its triage",
        params: IdParams,
        response: { 200: RetestList },
      },
    },
    async (req) => listRetests(app.ctx, await requireActor(req), req.params.id),
  );

  app.post(
    "/reports/:id/retests",
    {
      schema: {
        errors: [400, 403, 404, 409],
        tags,
        security,
        summary:
          "The vulnerability's triage asks its hunter to retest the fix, with a fee held from the bug bounty budget (Idempotency-Key required)",
        params: IdParams,
        headers: KeyHeaders,
        body: RequestRetest,
        response: { 201: One },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      const key = req.headers["idempotency-key"] || undefined;
      const body = { fee: req.body.fee ?? 0, message: req.body.message };
      const { retest, replayed } = await requestRetest(app.ctx, actor, req.params.id, body, key);
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.status(201).send({ data: retest });
    },
  );

  app.post(
    "/retests/:id/cancel",
    {
      schema: {
        errors: [403, 404, 409],
        tags,
        security,
        summary: "The triage takes back a retest the hunter has not accepted; its fee returns to the budget",
        params: IdParams,
        response: { 200: One },
      },
    },
    async (req) => ({
      data: await cancelRetest(app.ctx, await requireSession(req, TRIAGE_SESSIONS_ONLY), req.params.id),
    }),
  );

  app.post(
    "/retests/:id/accept",
    {
      schema: {
        errors: [403, 404, 409],
        tags,
        security,
        summary: "The hunter takes the retest on (and has seven days to answer)",
        params: IdParams,
        response: { 200: One },
      },
    },
    async (req) => ({ data: await acceptRetest(app.ctx, await requireActor(req), req.params.id) }),
  );

  app.post(
    "/retests/:id/decline",
    {
      schema: {
        errors: [403, 404, 409],
        tags,
        security,
        summary: "The hunter declines the retest; its fee returns to the budget",
        params: IdParams,
        response: { 200: One },
      },
    },
    async (req) => ({ data: await declineRetest(app.ctx, await requireActor(req), req.params.id) }),
  );

  app.post(
    "/retests/:id/answer",
    {
      schema: {
        errors: [400, 403, 404, 409],
        tags,
        security,
        summary:
          "The hunter answers fixed or not fixed with evidence; the fee is paid once and the triage flow moves (Idempotency-Key required)",
        params: IdParams,
        headers: KeyHeaders,
        body: AnswerRetest,
        response: { 200: One },
      },
    },
    async (req, reply) => {
      const actor = await requireActor(req);
      const key = req.headers["idempotency-key"] || undefined;
      const { retest, replayed } = await answerRetest(app.ctx, actor, req.params.id, req.body, key);
      if (replayed) reply.header("idempotent-replayed", "true");
      return { data: retest };
    },
  );
};
