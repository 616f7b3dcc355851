import { Id, ReportAttachment } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendAttachment, uploadedFiles } from "../../../http/attachment-transfer.ts";
import { findActor, requireActor } from "../../../http/auth.ts";
import { ATTACHMENTS_PER_UPLOAD } from "../../../storage/stored-upload.ts";
import { toAttachment } from "../core/reports.presenter.ts";
import { attachFiles, openAttachment } from "./attachments.service.ts";

const tags = ["reports"];
const MessageParams = z.object({ id: Id });

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
        upload: { field: "files", many: true },
        params: MessageParams,
        response: { 201: z.object({ data: z.array(ReportAttachment) }) },
      },
    },
    async (req, reply) => {
      const actor = await requireActor(req);
      const rows = await attachFiles(app.ctx, actor, req.params.id, uploadedFiles(req));
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
      // A HEAD (Fastify answers it with this handler) reads the size, not the file.
      const { row, stream, size } = await openAttachment(app.ctx, actor, req.params.id, req.params.name, {
        headOnly: req.method === "HEAD",
      });
      return sendAttachment(reply, { name: row.name, mimetype: row.mimetype, size, stream });
    },
  );
};
