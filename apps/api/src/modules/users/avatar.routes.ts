import { AuthenticatedUser } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../../http/auth.ts";
import { readImageUpload, sendImage } from "../../http/images.ts";
import { isPlatformStaff, staffCandidateOf } from "../standing/index.ts";
import * as avatars from "./avatar.service.ts";
import { toAuthenticatedUser } from "./users.presenter.ts";
import { dataOf, security, tags, UserIdParams } from "./users.schemas.ts";

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/:id/avatar",
    {
      schema: {
        tags,
        security,
        summary: "Replaces the owner's avatar: multipart field 'file', JPEG, PNG, GIF or BMP, at most 5 MB",
        consumes: ["multipart/form-data"],
        upload: { field: "file" },
        params: UserIdParams,
        response: { 200: dataOf(AuthenticatedUser) },
      },
    },
    async (req) => {
      const actor = await requireSession(req);
      const upload = () => readImageUpload(req);
      const user = await avatars.updateAvatar(app.ctx, actor, req.params.id, upload, req.log);
      const platformStaff = isPlatformStaff(
        app.ctx.config.PLATFORM_STAFF_EMAILS,
        staffCandidateOf(actor, user),
      );
      return { data: toAuthenticatedUser(user, { platformStaff }) };
    },
  );

  app.get(
    "/:id/avatar",
    {
      schema: {
        tags,
        summary: "A user's avatar image (its URL carries a version, so it is cached for good)",
        otherAnswers: {
          200: { description: "The image.", types: ["image/jpeg", "image/png", "image/gif", "image/bmp"] },
        },
        params: UserIdParams,
      },
    },
    async (req, reply) =>
      sendImage(
        reply,
        await avatars.getAvatar(app.ctx, req.params.id),
        "public, max-age=31536000, immutable",
      ),
  );
};
