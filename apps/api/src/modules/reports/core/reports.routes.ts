import { Readable } from "node:stream";
import {
  BulkUpdateReports,
  BulkUpdateResult,
  CreateReport,
  Id,
  ListReportsQuery,
  PossibleDuplicate,
  pagination,
  Report,
  ReportActivityList,
  ReportList,
  UpdateReport,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findActor, requireActor } from "../../../http/auth.ts";
import { notFound } from "../../../http/errors.ts";
import { requireRecentVerification } from "../../../http/recent-verification.ts";
import { possibleDuplicatesFor } from "../assessment/possible-duplicates.ts";
import { bulkUpdateReports } from "../assessment/report-bulk.service.ts";
import { updateReport } from "../assessment/report-triage.service.ts";
import { listReportActivities } from "./report-activities.ts";
import {
  exportReportsCsv,
  getReport,
  listReportsFor,
  resolveReference,
  submitReport,
} from "./reports.service.ts";

const tags = ["reports"];
const security = [{ bearer: [] }];

/** Whether the caller asked for the CSV export (spec 2 §7: the list's call with a CSV accept header). */
const wantsCsv = (accept: string | undefined) => /\btext\/csv\b/i.test(accept ?? "");

/** Reports: submission, the hunter's and the organization's lists (JSON or CSV), one report. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/reports",
    {
      schema: {
        errors: [404, 429],
        tags,
        security,
        summary:
          "Submits a report to a program the hunter may report to (signed-in sessions); the description is its first message",
        body: CreateReport,
        response: { 201: z.object({ data: Report }) },
      },
    },
    async (req, reply) => {
      const actor = await requireActor(req);
      const report = await submitReport(app.ctx, actor, req.body);
      return reply.status(201).header("location", `/api/reports/${report.id}`).send({ data: report });
    },
  );

  app.get(
    "/reports",
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's own reports (view=hunter) or those of the programs they staff (view=org); Accept: text/csv exports every matching report",
        querystring: ListReportsQuery,
        response: { 200: ReportList },
        otherAnswers: {
          200: {
            description: "A page of reports; with Accept: text/csv, every matching report as CSV.",
            types: ["text/csv"],
          },
        },
      },
    },
    async (req, reply) => {
      const actor = await requireActor(req);
      if (!wantsCsv(req.headers.accept)) return listReportsFor(app.ctx, actor, req.query);
      // Every report of an organization in one file: its staff prove it is them again (issue 46).
      if (req.query.view === "org") await requireRecentVerification(app.ctx, actor);
      const { total, lines } = await exportReportsCsv(app.ctx, actor, req.query);
      const stream = Readable.from(lines);
      // A failure mid-stream cuts the download; the log says why and the browser reports it.
      stream.on("error", (err) => req.log.error({ err }, "report export failed"));
      return (
        reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", 'attachment; filename="reports.csv"')
          .header("x-total-count", String(total))
          // The response schema describes the JSON answer; a stream is sent as it is, never serialized.
          .send(stream as never)
      );
    },
  );

  app.get(
    "/reports/:id",
    {
      schema: {
        errors: [403],
        tags,
        security: [{}, ...security],
        summary: "One report, to its sender and the program's staff (view=org needs organization access)",
        params: z.object({ id: Id }),
        querystring: z.strictObject({ view: z.enum(["hunter", "org"]).optional() }),
        response: { 200: z.object({ data: Report }) },
      },
    },
    async (req) => {
      const actor = await findActor(req);
      return { data: await getReport(app.ctx, actor, req.params.id, req.query.view) };
    },
  );

  app.patch(
    "/reports/:id",
    {
      schema: {
        tags,
        security,
        summary:
          "The program's staff change the state (a rejected one with the hunter's reason; duplicate with the original's number), the priority or their own assessment",
        params: z.object({ id: Id }),
        body: UpdateReport,
        response: { 200: z.object({ data: Report }) },
      },
    },
    async (req) => ({ data: await updateReport(app.ctx, await requireActor(req), req.params.id, req.body) }),
  );

  app.post(
    "/reports/bulk",
    {
      schema: {
        errors: [403, 404],
        tags,
        security,
        summary:
          "The program's staff change the state (a rejected one with one reason for all) or the priority of up to 500 reports at once, all or nothing",
        body: BulkUpdateReports,
        response: { 200: z.object({ data: BulkUpdateResult }) },
      },
    },
    async (req) => ({ data: await bulkUpdateReports(app.ctx, await requireActor(req), req.body) }),
  );

  app.get(
    "/reports/:id/duplicates",
    {
      schema: {
        tags,
        security,
        summary:
          "Up to 5 earlier reports of the same program most like this one, with their state (the program's staff only)",
        params: z.object({ id: Id }),
        response: { 200: z.object({ data: z.array(PossibleDuplicate) }) },
      },
    },
    async (req) => ({ data: await possibleDuplicatesFor(app.ctx, await requireActor(req), req.params.id) }),
  );

  app.get(
    "/reports/:id/activities",
    {
      schema: {
        tags,
        security,
        summary: "The report's events for its timeline, oldest first (the priority's to the staff only)",
        params: z.object({ id: Id }),
        querystring: z.strictObject(pagination(300).shape),
        response: { 200: ReportActivityList },
      },
    },
    async (req) => listReportActivities(app.ctx, await requireActor(req), req.params.id, req.query),
  );

  app.get(
    "/references/:scope/:number",
    {
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          "Where the short link /ref/{scope}/{number} leads the caller (scope: the program's slug or id); 404 when nowhere",
        params: z.object({
          scope: z.string().min(1).max(100),
          number: z.coerce.number().int().min(1).max(2_147_483_647),
        }),
        response: {
          200: z.object({
            data: z.object({ id: z.string(), organizationId: z.string(), view: z.enum(["hunter", "org"]) }),
          }),
        },
      },
    },
    async (req) => {
      const actor = await findActor(req);
      const target = await resolveReference(app.ctx, actor, req.params.scope, req.params.number);
      if (!target) throw notFound("Report");
      return { data: target };
    },
  );
};
