import { finished, PassThrough, type Readable } from "node:stream";
import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

/**
 * The one way a route reads a multipart body (attachments, images, import files).
 *
 * Nothing is parsed until the first part is asked for, so a route authorizes and checks its ids
 * before any byte of the body is read, and a route that refuses never leaves a parser running with
 * a promise nobody awaits (an unhandled rejection stops Node). Every error the parser or a part's
 * stream raises — a body cut short, a bad boundary, a part too large, a client gone mid-upload — is
 * this request's 4xx, raised where the route reads.
 */
export interface UploadWords {
  /** The body is not multipart/form-data. */
  notMultipart: string;
  /** A file is larger than the limit. */
  tooLarge: string;
  /** More files than the limit. */
  tooMany?: string;
}

type PartsOptions = NonNullable<Parameters<FastifyRequest["parts"]>[0]>;

const UNREADABLE =
  "The upload could not be read (the form data is malformed or was cut short). Send it again.";

/** The 4xx for an error the parser or a part's stream raised; our own refusals pass unchanged. */
export function uploadError(e: unknown, words: UploadWords): AppError {
  if (e instanceof AppError) return e;
  const code = (e as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError("payload_too_large", words.tooLarge);
  if (code === "FST_FILES_LIMIT") return new AppError("bad_request", words.tooMany ?? UNREADABLE);
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
    return new AppError("bad_request", "The upload holds more fields than expected.");
  if (code === "FST_MP_PREMATURE_CLOSE")
    return new AppError("bad_request", "The upload was cut short before it ended. Send it again.");
  return new AppError("bad_request", UNREADABLE);
}

/**
 * A part's bytes, with the parser's errors and the size limit raised on this stream as 4xx. When
 * the reader stops early (its own refusal), the rest of the part is drained so the parser can end.
 */
function guardedFile(file: MultipartFile["file"], words: UploadWords): Readable {
  const out = new PassThrough();
  // Its reader (a pipeline, a loop) hears the error through its own listener; a part the route
  // refused and never read must not turn the error into an uncaught one.
  out.on("error", () => undefined);
  const tooLarge = () => out.destroy(uploadError({ code: "FST_REQ_FILE_TOO_LARGE" }, words));
  // busboy may have finished this part, or failed it, before this reader was handed it (a small
  // body is parsed in one go): finished() reports a stream's past as well as its future.
  if (file.truncated) tooLarge();
  else file.on("limit", tooLarge);
  finished(file, (e) => {
    if (e) out.destroy(uploadError(e, words));
  });
  out.on("close", () => {
    if (!file.readableEnded) file.resume();
  });
  file.pipe(out);
  return out;
}

export type UploadPart =
  | { type: "field"; fieldname: string }
  | { type: "file"; fieldname: string; filename: string; file: Readable };

/**
 * The parts of a multipart body, started at the first step, with a count of the parts the body held:
 * busboy skips a part whose header it cannot read (a file name holding a bare carriage return or line
 * feed) without a word, and the count of boundary lines shows it, so the caller refuses the upload
 * instead of answering 201 for fewer files than were sent.
 */
export function multipartParts(req: FastifyRequest, options: PartsOptions, words: UploadWords) {
  let delimiters = 0;
  let seen = 0;
  async function* parts(): AsyncGenerator<UploadPart> {
    if (!req.isMultipart()) throw new AppError("bad_request", words.notMultipart);
    // The `boundary` parameter itself (not one whose name ends so), as busboy reads it.
    const boundary = /(?:^|;)\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.headers["content-type"] ?? "");
    // A delimiter starts a line (RFC 2046): the body's own bytes may hold "--boundary" elsewhere.
    const delimiter = Buffer.from(`\r\n--${boundary?.[1] ?? boundary?.[2] ?? ""}`);
    // The first delimiter may open the body without a line break before it.
    let carry = Buffer.from("\r\n");
    const count = (chunk: Buffer) => {
      const data = Buffer.concat([carry, chunk]);
      for (let at = data.indexOf(delimiter); at !== -1; at = data.indexOf(delimiter, at + delimiter.length))
        delimiters += 1;
      // Keep what could be the start of a delimiter split across chunks (never a whole one).
      carry = Buffer.from(data.subarray(Math.max(0, data.length - delimiter.length + 1)));
    };
    // The parser pipes the request into itself when it starts, in this same tick: the counter
    // listens from the same tick, so both see every byte.
    // The size limit is raised on the part's own stream (guardedFile), where its reader is.
    const unthrown = { ...options, throwFileSizeLimit: false } as PartsOptions;
    const iterator = req.parts(unthrown)[Symbol.asyncIterator]();
    req.raw.on("data", count);
    try {
      for (;;) {
        let step: IteratorResult<Multipart>;
        try {
          step = await iterator.next();
        } catch (e) {
          throw uploadError(e, words);
        }
        if (step.done) return;
        seen += 1;
        const part = step.value;
        yield part.type === "file"
          ? {
              type: "file",
              fieldname: part.fieldname,
              filename: part.filename,
              file: guardedFile(part.file, words),
            }
          : { type: "field", fieldname: part.fieldname };
      }
    } finally {
      req.raw.off("data", count);
    }
  }
  return {
    parts: parts(),
    /** Parts the body held that the parser skipped; known once `parts` is done. */
    skipped: () => Math.max(0, delimiters - 1 - seen),
  };
}

/**
 * The one file of a multipart body (field `field`), streaming. `finish` reads the body to its end
 * after the file: a second part, or a body cut short after the file, is refused there.
 */
export async function singleFile(
  req: FastifyRequest,
  field: string,
  options: { maxBytes: number; words: UploadWords & { needed: string; missing?: string } },
): Promise<{ stream: Readable; finish: () => Promise<void> }> {
  const { words } = options;
  const upload = multipartParts(
    req,
    { limits: { fileSize: options.maxBytes, files: 1 } },
    {
      ...words,
      tooMany: words.needed,
    },
  );
  const first = await upload.parts.next();
  if (first.done || first.value.type !== "file" || first.value.fieldname !== field) {
    const noFile = first.done || first.value.type !== "file";
    if (!first.done && first.value.type === "file") first.value.file.resume();
    await upload.parts.return(undefined);
    throw new AppError("bad_request", noFile ? (words.missing ?? words.needed) : words.needed);
  }
  return {
    stream: first.value.file,
    finish: async () => {
      const rest = await upload.parts.next();
      if (!rest.done) {
        await upload.parts.return(undefined);
        throw new AppError("bad_request", words.needed);
      }
    },
  };
}

/** The one file of a multipart body, whole (small files only: images). */
export async function singleFileBuffer(
  req: FastifyRequest,
  field: string,
  options: Parameters<typeof singleFile>[2],
): Promise<Buffer> {
  const { stream, finish } = await singleFile(req, field, options);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  await finish();
  return Buffer.concat(chunks);
}
