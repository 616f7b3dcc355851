import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { pipeline, Transform } from "node:stream";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE } from "@bounty/shared";
import type { AppContext } from "../http/context.ts";
import { AppError } from "../http/errors.ts";
import { cleanAttachmentName, detectAttachmentType, uniqueAttachmentName } from "./attachment-type.ts";
import { FileTooLargeError } from "./storage.ts";

export const ATTACHMENTS_PER_UPLOAD = 10;

/** One uploaded file as the route hands it over: its name and its bytes, still streaming. */
export interface IncomingFile {
  filename: string;
  stream: Readable;
}

/** A file in storage under a key of ours, with the name its message shows and the type its bytes say. */
export interface StoredFile {
  key: string;
  name: string;
  mimetype: string;
  size: number;
}

/** Keeps the first bytes that go through (the type is read from them). */
function headOf(target: { bytes: Buffer }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (target.bytes.length < 16) target.bytes = Buffer.concat([target.bytes, chunk]).subarray(0, 16);
      done(null, chunk);
    },
  });
}

const tooLarge = (e: unknown) =>
  e instanceof FileTooLargeError || (e as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE";

/**
 * Streams an upload's files to storage (at most ten, each under 30 MB), named uniquely beside
 * `taken`, then lets `write` record them. Any failure, storing or writing, removes the files already
 * stored: an upload attaches all of its files or none (messages' and triage messages' attachments).
 */
export async function withStoredUpload<T>(
  ctx: AppContext,
  files: AsyncIterable<IncomingFile>,
  options: { keyPrefix: string; taken: Set<string> },
  write: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored: StoredFile[] = [];
  try {
    for await (const file of files) {
      if (stored.length >= ATTACHMENTS_PER_UPLOAD)
        throw new AppError("bad_request", `Attach at most ${ATTACHMENTS_PER_UPLOAD} files at a time.`);
      const key = `${options.keyPrefix}/${randomUUID()}`;
      const head = { bytes: Buffer.alloc(0) };
      // pipeline, not pipe: a client that goes away destroys the part's stream, and that error must
      // reach the write below so it removes its partial file and this upload unwinds.
      const body = pipeline(file.stream, headOf(head), () => undefined);
      const size = await ctx.storage.putStream(key, body, ATTACHMENT_MAX_BYTES);
      const name = uniqueAttachmentName(cleanAttachmentName(file.filename), options.taken);
      options.taken.add(name);
      stored.push({ key, name, mimetype: detectAttachmentType(head.bytes), size });
    }
    if (stored.length === 0) throw new AppError("bad_request", "Choose at least one file to attach.");
    return await write(stored);
  } catch (e) {
    for (const f of stored) await ctx.storage.delete(f.key);
    if (tooLarge(e)) throw new AppError("payload_too_large", ATTACHMENT_TOO_LARGE);
    throw e;
  }
}
