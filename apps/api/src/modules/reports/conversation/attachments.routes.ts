import { codePointOf, Id, ReportAttachment, refusedCharacter } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findActor, requireActor } from "../../../http/auth.ts";
import { AppError, invalid } from "../../../http/errors.ts";
import { countedParts } from "../../../http/multipart-parts.ts";
import { toAttachment } from "../core/reports.presenter.ts";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_UPLOAD,
  attachFiles,
  type IncomingFile,
  openAttachment,
} from "./attachments.service.ts";

const tags = ["reports"];
const MessageParams = z.object({ id: Id });
const FILE_NAME_NEEDED =
  "Each file needs a file name on one line, without control characters: rename it and try again.";

/** RFC 6266: the name as ASCII for old clients, and in full as UTF-8. */
const dispositionOf = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** A message's attachments: upload (multipart field `files`) and download. */
export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/messages/:id/attachments",
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: `Attaches files to a message (its author): multipart field 'files', at most ${ATTACHMENTS_PER_UPLOAD}, each smaller than 30 MB`,
        consumes: ["multipart/form-data"],
        params: MessageParams,
        response: { 201: z.object({ data: z.array(ReportAttachment) }) },
      },
    },
    async (req, reply) => {
      const actor = await requireActor(req);
      if (!req.isMultipart())
        throw new AppError("bad_request", "Send the files as multipart/form-data in a field named files.");
      const upload = countedParts(req, {
        limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: ATTACHMENTS_PER_UPLOAD + 1 },
      });
      async function* files(): AsyncGenerator<IncomingFile> {
        for await (const part of upload.parts) {
          if (part.fieldname !== "files")
            throw new AppError("bad_request", "Send the files in a field named files.");
          // A part without a usable file name reads as a plain field: refused, never dropped.
          if (part.type !== "file") throw invalid("files", FILE_NAME_NEEDED);
          const char = refusedCharacter(part.filename, { multiline: false });
          if (char)
            throw invalid(
              "files",
              `${FILE_NAME_NEEDED} This one holds the control character ${codePointOf(char)}.`,
            );
          yield { filename: part.filename, stream: part.file };
        }
        if (upload.skipped() > 0) throw invalid("files", FILE_NAME_NEEDED);
      }
      const rows = await attachFiles(app.ctx, actor, req.params.id, files());
      return reply.status(201).send({ data: rows.map(toAttachment) });
    },
  );

  app.get(
    "/messages/:id/attachments/:name",
    {
      schema: {
        tags,
        security: [{}, { bearer: [] }],
        summary: "Downloads an attachment (whoever may read the report), always as a download",
        otherAnswers: {
          200: { description: "The file, as stored, with Content-Disposition: attachment.", types: ["*/*"] },
        },
        params: MessageParams.extend({ name: z.string().min(1).max(200) }),
      },
    },
    async (req, reply) => {
      const actor = await findActor(req);
      const { row, stream, size } = await openAttachment(app.ctx, actor, req.params.id, req.params.name);
      return (
        reply
          .header("content-type", row.mimetype)
          .header("content-length", String(size))
          .header("content-disposition", dispositionOf(row.name))
          .header("x-content-type-options", "nosniff")
          // Opened by mistake as a page, it runs nothing and reaches nothing.
          .header("content-security-policy", "default-src 'none'; sandbox")
          .send(stream)
      );
    },
  );
};
