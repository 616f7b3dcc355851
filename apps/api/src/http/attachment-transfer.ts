import type { Readable } from "node:stream";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE, codePointOf, refusedCharacter } from "@bounty/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ATTACHMENTS_PER_UPLOAD, type IncomingFile } from "../storage/stored-upload.ts";
import { AppError, invalid } from "./errors.ts";
import { multipartParts } from "./multipart.ts";

const FILE_NAME_NEEDED =
  "Each file needs a file name on one line, without control characters: rename it and try again.";

/**
 * The files of an attachment upload (multipart field `files`), streamed as they come: a part that is
 * not a named file, a name with a control character, or a part busboy skipped refuses the upload
 * instead of dropping a file. Nothing is read until the service, having authorized, asks for the
 * first file.
 */
export function uploadedFiles(req: FastifyRequest): AsyncGenerator<IncomingFile> {
  const upload = multipartParts(
    req,
    { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: ATTACHMENTS_PER_UPLOAD } },
    {
      notMultipart: "Send the files as multipart/form-data in a field named files.",
      tooLarge: ATTACHMENT_TOO_LARGE,
      tooMany: `Attach at most ${ATTACHMENTS_PER_UPLOAD} files at a time.`,
    },
  );
  return (async function* files() {
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
  })();
}

/** RFC 6266: the name as ASCII for old clients, and in full as UTF-8. */
const dispositionOf = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** An attachment's bytes, always as a download that runs nothing if opened as a page. */
export const sendAttachment = (
  reply: FastifyReply,
  file: { name: string; mimetype: string; size: number; stream: Readable },
) =>
  reply
    .header("content-type", file.mimetype)
    .header("content-length", String(file.size))
    .header("content-disposition", dispositionOf(file.name))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .send(file.stream);
