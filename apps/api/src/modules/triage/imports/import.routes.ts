import {
  Id,
  IMPORT_CSV_MAX_BYTES,
  IMPORT_CSV_MAX_ROWS,
  ImportedReport,
  ImportReport,
  ImportResult,
  ReportAttachment,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { uploadedFiles } from "../../../http/attachment-transfer.ts";
import { requireSession } from "../../../http/auth.ts";
import { singleFile } from "../../../http/multipart.ts";
import { ATTACHMENTS_PER_UPLOAD } from "../../../storage/stored-upload.ts";
import { toAttachment } from "../../reports/index.ts";
import { TRIAGE_SESSIONS_ONLY } from "../triage.policy.ts";
import { attachImportFiles, importReport } from "./import.service.ts";
import { CSV_TOO_LARGE, importCsv } from "./import-csv.service.ts";

const tags = ["triage"];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: Id });
const CSV_NEEDED = "Send the CSV file as multipart/form-data in a field named file.";

/** Issue 33: reports imported into a triaged program, one at a time or from a CSV (spec 2 §3, §5, §7). */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/programs/:id/import",
    {
      schema: {
        errors: [403, 404],
        tags,
        security,
        summary:
          "Imports one report into a triaged program (its admin or managers): no sender, never rewarded, in the triage queue as imported; its files follow on import/{reportId}/attachments",
        params: IdParams,
        body: ImportReport,
        response: { 201: z.object({ data: ImportedReport }) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      return reply.status(201).send({ data: await importReport(app.ctx, actor, req.params.id, req.body) });
    },
  );

  app.post(
    "/programs/:id/import/csv",
    {
      schema: {
        errors: [403, 404, 413],
        tags,
        security,
        summary: `Imports a CSV of reports (columns title, description, scope, vulnerability_type, severity; at most ${IMPORT_CSV_MAX_ROWS} rows) all or none: multipart field 'file'. A refused file answers 400 with its rows at fault`,
        consumes: ["multipart/form-data"],
        upload: { field: "file" },
        params: IdParams,
        response: { 201: z.object({ data: ImportResult }) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      // Opened only once the program and the caller are checked: nothing is parsed before.
      const open = () =>
        singleFile(req, "file", {
          maxBytes: IMPORT_CSV_MAX_BYTES,
          words: { notMultipart: CSV_NEEDED, needed: CSV_NEEDED, tooLarge: CSV_TOO_LARGE },
        });
      return reply.status(201).send({ data: await importCsv(app.ctx, actor, req.params.id, open) });
    },
  );

  app.post(
    "/programs/:id/import/:reportId/attachments",
    {
      schema: {
        errors: [403, 404, 413],
        tags,
        security,
        summary: `Attaches files to an imported report's description (the program's admin or managers): multipart field 'files', at most ${ATTACHMENTS_PER_UPLOAD}, each smaller than 30 MB`,
        consumes: ["multipart/form-data"],
        upload: { field: "files", many: true },
        params: IdParams.extend({ reportId: Id }),
        response: { 201: z.object({ data: z.array(ReportAttachment) }) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, TRIAGE_SESSIONS_ONLY);
      const rows = await attachImportFiles(
        app.ctx,
        actor,
        req.params.id,
        req.params.reportId,
        uploadedFiles(req),
      );
      return reply.status(201).send({ data: rows.map(toAttachment) });
    },
  );
};
