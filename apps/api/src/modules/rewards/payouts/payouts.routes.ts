import {
  CreateWithdrawal,
  DecidePayout,
  Id,
  ListMeta,
  ListMovementsQuery,
  ListStaffPayoutsQuery,
  Movement,
  Payout,
  StaffPayout,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../../http/auth.ts";
import * as payouts from "./payouts.service.ts";
import * as withdrawals from "./withdrawals.service.ts";

const security = [{ bearer: [] }];
const listOf = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema), meta: ListMeta });
/** Required by the service (its 400 names it); the schema only bounds its size. */
const IdempotencyHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .trim()
    .max(200, "Use an Idempotency-Key of at most 200 characters.")
    .optional(),
});

/** A hunter's withdrawals and history, and platform staff's payouts (issue 16). */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/programs/:id/credits/:userId/withdrawal",
    {
      schema: {
        tags: ["payouts"],
        security,
        summary:
          "The hunter withdraws yen from their balance (at least ¥10,000; the program's credit is drawn on first) into a payout transferred on Friday; Idempotency-Key required",
        params: z.object({ id: Id, userId: Id }),
        headers: IdempotencyHeaders,
        body: CreateWithdrawal,
        response: { 201: z.object({ data: Payout }) },
      },
    },
    async (req, reply) => {
      const actor = await requireActor(req);
      const key = req.headers["idempotency-key"] || undefined;
      const { payout, replayed } = await withdrawals.withdraw(
        app.ctx,
        actor,
        { programId: req.params.id, userId: req.params.userId },
        req.body,
        key,
      );
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.status(201).send({ data: payout });
    },
  );

  app.get(
    "/users/authenticated/movements",
    {
      schema: {
        tags: ["users"],
        security,
        summary:
          "The signed-in user's history: rewards, corrections, withdrawals (with their payout's status) and returned payouts, newest first",
        querystring: ListMovementsQuery,
        response: { 200: listOf(Movement) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      const { rows, total } = await withdrawals.listMovements(app.ctx, actor, req.query);
      return { data: rows, meta: { total, page: req.query.page, perPage: req.query.perPage } };
    },
  );

  app.get(
    "/staff/payouts",
    {
      schema: {
        tags: ["staff"],
        security,
        summary:
          "Payouts of one status (default pending, oldest first) with the hunter's details (platform staff)",
        querystring: ListStaffPayoutsQuery,
        response: { 200: listOf(StaffPayout) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      const { rows, total } = await payouts.listPayouts(app.ctx, actor, req.query);
      return { data: rows, meta: { total, page: req.query.page, perPage: req.query.perPage } };
    },
  );

  app.get(
    "/staff/payouts/export",
    {
      schema: {
        tags: ["staff"],
        security,
        summary: "Every pending payout as CSV, for the Friday transfer (platform staff)",
        otherAnswers: {
          200: { description: "The pending payouts, one CSV line each.", types: ["text/csv"] },
        },
      },
    },
    async (req, reply) => {
      const actor = await requireActor(req);
      const csv = await payouts.exportPendingPayouts(app.ctx, actor);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="payouts-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  app.put(
    "/staff/payouts/:id",
    {
      schema: {
        tags: ["staff"],
        security,
        summary:
          "Marks a pending payout paid, or failed with a reason (its money returns to the hunter) (platform staff)",
        params: z.object({ id: Id }),
        body: DecidePayout,
        response: { 200: z.object({ data: StaffPayout }) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      return { data: await payouts.decidePayout(app.ctx, actor, req.params.id, req.body) };
    },
  );
};
