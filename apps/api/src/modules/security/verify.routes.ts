import { FactorChallenge, FactorProof, Id, SecurityHistoryEntry } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataOf } from "../../http/answers.ts";
import { requireSession } from "../../http/auth.ts";
import { securityHistory } from "./history.service.ts";
import { verificationChallenge, verifyAgain } from "./recent-verification.ts";

const tags = ["users"];
const security = [{ bearer: [] }];
const Params = z.object({ id: Id });
const only = "API keys cannot confirm a second factor.";

/** Recent verification ("step-up", issue 46) and the account's security history. */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/security/history",
    {
      schema: {
        tags,
        security,
        summary: "The last 20 changes to how the account is guarded (factors, recovery codes, new browsers)",
        params: Params,
        response: { 200: dataOf(z.array(SecurityHistoryEntry)) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, "API keys cannot read the account's security.");
      return { data: await securityHistory(app.ctx, actor, req.params.id) };
    },
  );

  app.post(
    "/:id/security/verify/options",
    {
      schema: {
        tags,
        security,
        summary: "What the owner can confirm it is them with, and a passkey challenge (five minutes)",
        params: Params,
        response: { 200: dataOf(FactorChallenge) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, only);
      return { data: await verificationChallenge(app.ctx, actor, req.params.id) };
    },
  );

  app.post(
    "/:id/security/verify",
    {
      schema: {
        tags,
        security,
        summary: "Confirms the second factor again: the sensitive actions are open for ten minutes",
        description:
          "Paying out, payment details, API keys, handing over the admin role, deleting the account, " +
          "exporting an organization's reports and changing factors answer 403 " +
          "`recent_verification_required` until this succeeds. Wrong answers count against the same " +
          "limit as at sign-in (429).",
        params: Params,
        body: FactorProof,
        response: { 200: dataOf(z.object({ verifiedUntil: z.string().meta({ format: "date-time" }) })) },
        errors: [429],
      },
    },
    async (req) => {
      const actor = await requireSession(req, only);
      return { data: await verifyAgain(app.ctx, actor, req.params.id, req.body) };
    },
  );
};
