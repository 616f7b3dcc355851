import type { FastifyReply, FastifyRequest } from "fastify";
import type { StoredImage } from "../storage/stored-image.ts";
import { singleFileBuffer } from "./multipart.ts";

/** The largest avatar, icon or logo. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Reads the one file of a multipart request (field "file"), at most 5 MB. */
export const readImageUpload = (req: FastifyRequest): Promise<Buffer> =>
  singleFileBuffer(req, "file", {
    maxBytes: AVATAR_MAX_BYTES,
    words: {
      notMultipart: "Send the image as multipart/form-data in a field named file.",
      needed: "Send the image in a field named file.",
      missing: "Choose an image to upload.",
      tooLarge: "The image is larger than 5 MB.",
    },
  });

/** Sends a stored image as itself and nothing else: its own type, no sniffing, no active content. */
export function sendImage(reply: FastifyReply, image: StoredImage, cacheControl: string) {
  return reply
    .header("content-type", image.type.mime)
    .header("cache-control", cacheControl)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'")
    .send(image.content);
}
