import {
  BulkTriageAction,
  CreateTriageAction,
  CreateTriageMessage,
  Id,
  ListMeta,
  ListTriageConversationQuery,
  ListTriageProgramsQuery,
  ListTriageReportsQuery,
  ReportAttachment,
  TriageActionEntry,
  TriageConversationMessage,
  TriageProgram,
  TriageReportRow,
  TriageVulnerability,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendAttachment, uploadedFiles } from "../../http/attachment-transfer.ts";
import { requireSession } from "../../http/auth.ts";
import { ATTACHMENTS_PER_UPLOAD } from "../../storage/stored-upload.ts";
import { TRIAGE_SESSIONS_ONLY } from "./triage.policy.ts";
import { toTriageAttachment } from "./triage.presenter.ts";
import {
  getVulnerability,
  listTriagePrograms,
  listTriageReports,
  readVulnerability,
} from "./triage.service.ts";
import { postTriageMessage, takeBulkTriageAction, takeTriageAction } from "./triage-actions.service.ts";
import { attachTriageFiles, openTriageAttachment } from "./triage-attachments.service.ts";
import { listTriageConversation } from "./triage-conversation.service.ts";

const tags = ["triage"];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: Id });

/** Issue 32: the triage queue of triaged programs and its action flow (spec 2 §2, §4, §7). */
export const triageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/triage/programs",
    {
      schema: {
        tags,
        security,
        summary:
          "The triaged programs the caller triages or runs, on which side (`organization` repeated narrows)",
        querystring: ListTriageProgramsQuery,
        response: { 200: z.object({ data: z.array(TriageProgram) }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      return { data: await listTriagePrograms(app.ctx, actor, req.query.organization) };
    },
  );

  app.get(
    "/triage/:id/reports",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "The triage table of a program: its vulnerabilities by last action (100 a page)",
        params: IdParams,
        querystring: ListTriageReportsQuery,
        response: { 200: z.object({ data: z.array(TriageReportRow), meta: ListMeta }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      const { data, total } = await listTriageReports(app.ctx, actor, req.params.id, req.query);
      return { data, meta: { total, page: req.query.page, perPage: req.query.perPage } };
    },
  );

  app.get(
    "/triage/:id/reports/:reportId",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "A triage vulnerability with its actions, messages and the steps the caller may take",
        params: z.object({ id: Id, reportId: Id }),
        response: { 200: z.object({ data: TriageVulnerability }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      return { data: await getVulnerability(app.ctx, actor, req.params.id, req.params.reportId) };
    },
  );

  app.get(
    "/triage/:id",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary:
          "A triage vulnerability by its id (its report's), as GET triage/{programId}/reports/{id} answers it",
        params: IdParams,
        response: { 200: z.object({ data: TriageVulnerability }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      return { data: await readVulnerability(app.ctx.database.db, actor, req.params.id) };
    },
  );

  app.get(
    "/triage/:id/actions",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "A vulnerability's action list, oldest first, with the steps the caller may take next",
        params: IdParams,
        response: {
          200: z.object({
            data: z.array(TriageActionEntry),
            meta: z.object({ next: TriageVulnerability.shape.next }),
          }),
        },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      const v = await readVulnerability(app.ctx.database.db, actor, req.params.id);
      return { data: v.actions, meta: { next: v.next } };
    },
  );

  app.get(
    "/triage/:id/conversation",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary:
          "The hunter's conversation with the organization on a vulnerability (its report's id), oldest first, the description first: never the internal notes",
        params: IdParams,
        querystring: ListTriageConversationQuery,
        response: { 200: z.object({ data: z.array(TriageConversationMessage), meta: ListMeta }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      const { data, total } = await listTriageConversation(
        app.ctx.database.db,
        actor,
        req.params.id,
        req.query,
      );
      return { data, meta: { total, page: req.query.page, perPage: req.query.perPage } };
    },
  );

  app.post(
    "/triage/:id/actions",
    {
      schema: {
        errors: [404, 409],
        tags,
        security,
        summary:
          "Takes a step of the triage flow on a vulnerability (its report's id): 409 names the steps the flow allows, 403 when the step is the other side's",
        params: IdParams,
        body: CreateTriageAction,
        response: { 201: z.object({ data: TriageVulnerability }) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      return reply
        .status(201)
        .send({ data: await takeTriageAction(app.ctx, actor, req.params.id, req.body) });
    },
  );

  app.post(
    "/triage/:id/actions/bulk",
    {
      schema: {
        errors: [404, 409],
        tags,
        security,
        summary:
          "Takes one step on several of a program's vulnerabilities (`id` is the program), all or none: 409 names the first report the flow refuses",
        params: IdParams,
        body: BulkTriageAction,
        response: { 200: z.object({ data: z.object({ changed: z.number().int() }) }) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      return { data: { changed: await takeBulkTriageAction(app.ctx, actor, req.params.id, req.body) } };
    },
  );

  app.post(
    "/triage/:id/messages",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary:
          "Writes to the vulnerability's triage thread (triagers and the organization; never the hunter)",
        params: IdParams,
        body: CreateTriageMessage,
        response: { 201: z.object({ data: TriageVulnerability }) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      return reply
        .status(201)
        .send({ data: await postTriageMessage(app.ctx, actor, req.params.id, req.body) });
    },
  );

  app.post(
    // Spec 2 §7 spells the upload triage/{id}/attachments/{reportId} and the download
    // triage/{id}/attachments/{name}: one path, `ref` the vulnerability for the one and the file for the other.
    "/triage/:id/attachments/:ref",
    {
      schema: {
        errors: [404, 413],
        tags,
        security,
        summary: `Attaches files to a triage message (its author; \`id\` is the message, \`ref\` its vulnerability): multipart field 'files', at most ${ATTACHMENTS_PER_UPLOAD}, each smaller than 30 MB`,
        consumes: ["multipart/form-data"],
        upload: { field: "files", many: true },
        params: z.object({
          id: Id.meta({ description: "The triage message." }),
          ref: Id.meta({ description: "The message's vulnerability (its report's id)." }),
        }),
        response: { 201: z.object({ data: z.array(ReportAttachment) }) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      const rows = await attachTriageFiles(app.ctx, actor, req.params.id, req.params.ref, uploadedFiles(req));
      return reply.status(201).send({ data: rows.map(toTriageAttachment) });
    },
  );

  app.get(
    "/triage/:id/attachments/:ref",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "Downloads a triage message's file (triagers and the organization), always as a download",
        otherAnswers: {
          200: { description: "The file, as stored, with Content-Disposition: attachment.", types: ["*/*"] },
        },
        params: z.object({
          id: Id.meta({ description: "The triage message." }),
          ref: z.string().min(1).max(200).meta({ description: "The file's name." }),
        }),
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      const { row, stream, size } = await openTriageAttachment(
        app.ctx,
        actor,
        req.params.id,
        req.params.ref,
        {
          headOnly: req.method === "HEAD",
        },
      );
      return sendAttachment(reply, { name: row.name, mimetype: row.mimetype, size, stream });
    },
  );
};
