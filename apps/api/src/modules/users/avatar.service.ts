import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { detectImageType, type ImageType } from "./image-type.ts";
import * as repo from "./users.repository.ts";
import { getAuthorizedUser } from "./users.service.ts";

export const UNSUPPORTED_IMAGE = "Use a JPEG, PNG, GIF or BMP image.";

/**
 * Replaces the owner's avatar. `readUpload` is called only once the caller is authorized, and
 * outside any transaction: a slow upload must not hold a database connection.
 */
export async function updateAvatar(
  ctx: AppContext,
  actor: Actor,
  id: string,
  readUpload: () => Promise<Buffer>,
  log: FastifyBaseLogger,
): Promise<repo.UserRow> {
  const { db } = ctx.database;
  await getAuthorizedUser(db, actor, id, "update");
  const content = await readUpload();
  const type = detectImageType(content);
  if (!type) throw new AppError("unsupported_media_type", UNSUPPORTED_IMAGE);

  const key = `avatars/${id}/${randomBytes(12).toString("hex")}.${type.ext}`;
  await ctx.storage.put(key, content);
  let result: { user: repo.UserRow; previousKey: string | null };
  try {
    result = await db.transaction(async (tx) => {
      const current = await getAuthorizedUser(tx, actor, id, "update", { lock: true });
      return { user: await repo.updateUser(tx, current.id, { iconKey: key }), previousKey: current.iconKey };
    });
  } catch (e) {
    await ctx.storage.delete(key).catch((err) => log.error({ err, key }, "avatar not removed"));
    throw e;
  }
  const { user, previousKey } = result;
  if (previousKey && previousKey !== key) {
    await ctx.storage
      .delete(previousKey)
      .catch((err) => log.error({ err, previousKey }, "previous avatar not removed"));
  }
  return user;
}

/** Anyone may fetch an avatar; the type comes from the stored bytes, never from the name. */
export async function getAvatar(ctx: AppContext, id: string): Promise<{ content: Buffer; type: ImageType }> {
  const user = await getAuthorizedUser(ctx.database.db, null, id, "read");
  const content = user.iconKey ? await ctx.storage.get(user.iconKey) : null;
  const type = content ? detectImageType(content) : null;
  if (!content || !type) throw notFound("Avatar");
  return { content, type };
}
