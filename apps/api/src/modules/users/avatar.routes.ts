import { AuthenticatedUser } from "@bounty/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import * as avatars from "./avatar.service.ts";
import { toAuthenticatedUser } from "./users.presenter.ts";
import { dataOf, security, tags, UserIdParams } from "./users.schemas.ts";

const tooLarge = () => new AppError("payload_too_large", "The image is larger than 5 MB.");

/** Reads the one file of a multipart request (field "file"); the multipart plugin caps it at 5 MB. */
async function readAvatarUpload(req: FastifyRequest): Promise<Buffer> {
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

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/:id/avatar",
    {
      schema: {
        tags,
        security,
        summary: "Replaces the owner's avatar: multipart field 'file', JPEG, PNG, GIF or BMP, at most 5 MB",
        consumes: ["multipart/form-data"],
        params: UserIdParams,
        response: { 200: dataOf(AuthenticatedUser) },
      },
    },
    async (req) => {
      const actor = await requireSession(req);
      const upload = () => readAvatarUpload(req);
      const user = await avatars.updateAvatar(app.ctx, actor, req.params.id, upload, req.log);
      return { data: toAuthenticatedUser(user) };
    },
  );

  app.get(
    "/:id/avatar",
    {
      schema: {
        tags,
        summary: "A user's avatar image (its URL carries a version, so it is cached for good)",
        produces: ["image/jpeg", "image/png", "image/gif", "image/bmp"],
        params: UserIdParams,
      },
    },
    async (req, reply) => {
      const { content, type } = await avatars.getAvatar(app.ctx, req.params.id);
      return reply
        .header("content-type", type.mime)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .send(content);
    },
  );
};
