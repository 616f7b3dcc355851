import type { FastifyReply, FastifyRequest } from "fastify";
import type { StoredImage } from "../storage/stored-image.ts";
import { AppError } from "./errors.ts";

const tooLarge = () => new AppError("payload_too_large", "The image is larger than 5 MB.");

/** Reads the one file of a multipart request (field "file"); the multipart plugin caps it at 5 MB. */
export async function readImageUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) {
    throw new AppError("bad_request", "Send the image as multipart/form-data in a field named file.");
  }
  try {
    const part = await req.file();
    if (!part) throw new AppError("bad_request", "Choose an image to upload.");
    if (part.fieldname !== "file") throw new AppError("bad_request", "Send the image in a field named file.");
    const content = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    return content;
  } catch (e) {
    if (e instanceof AppError) throw e;
    const err = e as { code?: string; statusCode?: number };
    if (err.code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) throw e;
    // Whatever else goes wrong here is a malformed upload, not a fault of ours.
    throw new AppError("bad_request", "The upload could not be read. Please try again.");
  }
}

/** Sends a stored image as itself and nothing else: its own type, no sniffing, no active content. */
export function sendImage(reply: FastifyReply, image: StoredImage, cacheControl: string) {
  return reply
    .header("content-type", image.type.mime)
    .header("cache-control", cacheControl)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'")
    .send(image.content);
}
