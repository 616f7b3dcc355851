import { ProgramBalance, UpdateProgramBalance } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../../http/auth.ts";
import * as balances from "./program-balance.service.ts";

const tags = ["programs"];
const security = [{ bearer: [] }];
const API_KEY_REFUSAL = "API keys cannot manage programs.";
const ProgramParams = z.object({
  id: z.string().min(1, "Not a valid program id or slug.").max(100, "Not a valid program id or slug."),
});
const BalanceAnswer = z.object({ data: ProgramBalance });
/** Optional: a replay with the same key and budget answers without writing again. */
const BudgetHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .trim()
    .min(1, "Send a non-empty Idempotency-Key.")
    .max(200, "Use an Idempotency-Key of at most 200 characters.")
    .optional(),
});

/** A bug bounty program's budget, under /api/programs/{id}: money is a double-entry ledger. */
export const programBalanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/balance",
    {
      schema: {
        tags,
        security,
        summary: "The program's budget and what was spent (members of the organization)",
        params: ProgramParams,
        response: { 200: BalanceAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      return { data: await balances.getProgramBalance(app.ctx, actor, req.params.id) };
    },
  );

  app.put(
    "/:id/balance",
    {
      schema: {
        tags,
        security,
        summary:
          "Sets a bug bounty program's budget (the admin; negatives become 0; Idempotency-Key optional)",
        params: ProgramParams,
        headers: BudgetHeaders,
        body: UpdateProgramBalance,
        response: { 200: BalanceAnswer },
      },
    },
    async (req) => {
      const actor = await requireSession(req, API_KEY_REFUSAL);
      const key = req.headers["idempotency-key"];
      return {
        data: await balances.updateProgramBalance(app.ctx, actor, req.params.id, req.body.budget, key),
      };
    },
  );
};
