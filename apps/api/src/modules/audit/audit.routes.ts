import { Readable } from "node:stream";
import { AuditEntry, AuditLogQuery, Id } from "@bounty/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listOf } from "../../http/answers.ts";
import { requireSession } from "../../http/auth.ts";
import { type AuditLogSource, exportAuditLog, listAuditLog } from "./audit.service.ts";

const security = [{ bearer: [] }];
const REFUSAL = "API keys cannot read audit logs.";
const wantsCsv = (accept: string | undefined) => /\btext\/csv\b/i.test(accept ?? "");
const csvAnswer = {
  200: {
    description: "A page of entries; with Accept: text/csv, every matching entry as CSV.",
    types: ["text/csv"],
  },
};

/** Answers a page as JSON, or every matching entry as a CSV download. */
async function answer(
  app: Parameters<FastifyPluginAsyncZod>[0],
  req: FastifyRequest,
  query: AuditLogQuery,
  reply: FastifyReply,
  source: AuditLogSource,
  filename: string,
) {
  const actor = await requireSession(req, REFUSAL);
  if (!wantsCsv(req.headers.accept)) return listAuditLog(app.ctx, actor, source, query);
  const stream = Readable.from(await exportAuditLog(app.ctx, actor, source, query));
  stream.on("error", (err) => req.log.error({ err }, "audit log export failed"));
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .send(stream as never);
}

/** Issue 46: an organization's audit log (its admin) and the platform's (platform staff). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/organizations/:id/audit-log",
    {
      schema: {
        tags: ["organizations"],
        security,
        summary: "The organization's audit log, newest first (admin only); Accept: text/csv exports it",
        description:
          "Every entry of the organization's event log (members and roles, invites, programs, budget and " +
          "rewards, report states, disclosures, exports, the second-factor rule) and its current members' " +
          "factor and API key changes: who, what, when, from which session or API key. Append-only.",
        params: z.object({ id: Id }),
        querystring: AuditLogQuery,
        response: { 200: listOf(AuditEntry) },
        otherAnswers: csvAnswer,
      },
    },
    async (req, reply) =>
      answer(app, req, req.query, reply, { kind: "organization", id: req.params.id }, "audit-log.csv"),
  );

  app.get(
    "/staff/audit-log",
    {
      schema: {
        tags: ["staff"],
        security,
        summary:
          "The platform's audit log (platform staff): staff grants, activation decisions, payouts, triage",
        querystring: AuditLogQuery,
        response: { 200: listOf(AuditEntry) },
        otherAnswers: csvAnswer,
      },
    },
    async (req, reply) => answer(app, req, req.query, reply, { kind: "platform" }, "platform-audit-log.csv"),
  );
};
