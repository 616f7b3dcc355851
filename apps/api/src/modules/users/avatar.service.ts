import type { FastifyBaseLogger } from "fastify";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { notFound } from "../../http/errors.ts";
import { readStoredImage, replaceStoredImage, type StoredImage } from "../../storage/stored-image.ts";
import * as repo from "./users.repository.ts";
import { getAuthorizedUser } from "./users.service.ts";

/** Replaces the owner's avatar; the upload is read only once the caller is authorized. */
export async function updateAvatar(
  ctx: AppContext,
  actor: Actor,
  id: string,
  readUpload: () => Promise<Buffer>,
  log: FastifyBaseLogger,
): Promise<repo.UserRow> {
  const { db } = ctx.database;
  await getAuthorizedUser(db, actor, id, "update");
  return replaceStoredImage(ctx, {
    keyPrefix: `avatars/${id}`,
    readUpload,
    log,
    swap: (key) =>
      db.transaction(async (tx) => {
        const current = await getAuthorizedUser(tx, actor, id, "update", { lock: true });
        return {
          value: await repo.updateUser(tx, current.id, { iconKey: key }),
          previousKey: current.iconKey,
        };
      }),
  });
}

/** Anyone may fetch an avatar; the type comes from the stored bytes, never from the name. */
export async function getAvatar(ctx: AppContext, id: string): Promise<StoredImage> {
  const user = await getAuthorizedUser(ctx.database.db, null, id, "read");
  const image = await readStoredImage(ctx, user.iconKey);
  if (!image) throw notFound("Avatar");
  return image;
}
