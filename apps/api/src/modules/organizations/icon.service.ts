import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { recordEvent } from "../../events/events.repository.ts";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { isSameSecret } from "../../lib/secrets.ts";
import { UNSUPPORTED_IMAGE } from "../users/avatar.service.ts";
import { detectImageType, type ImageType } from "../users/image-type.ts";
import { iconVersionOf } from "./organizations.presenter.ts";
import * as repo from "./organizations.repository.ts";
import { getOrganizationFor, type LoadedOrganization } from "./organizations.service.ts";

/**
 * Replaces the organization's icon (admin only). The upload is read once the caller is authorized,
 * outside any transaction, as for user avatars.
 */
export async function updateIcon(
  ctx: AppContext,
  actor: Actor,
  id: string,
  readUpload: () => Promise<Buffer>,
  log: FastifyBaseLogger,
): Promise<LoadedOrganization> {
  const { db } = ctx.database;
  await getOrganizationFor(db, actor, id, "update");
  const content = await readUpload();
  const type = detectImageType(content);
  if (!type) throw new AppError("unsupported_media_type", UNSUPPORTED_IMAGE);

  const key = `org-icons/${id}/${randomBytes(12).toString("hex")}.${type.ext}`;
  await ctx.storage.put(key, content);
  let result: LoadedOrganization & { previousKey: string | null };
  try {
    result = await db.transaction(async (tx) => {
      const { organization, access } = await getOrganizationFor(tx, actor, id, "update", { lock: true });
      const updated = await repo.updateOrganization(tx, organization.id, { iconKey: key });
      await recordEvent(tx, {
        type: "org.icon.updated",
        organizationId: organization.id,
        actorId: actor.userId,
      });
      return { organization: updated, access, previousKey: organization.iconKey };
    });
  } catch (e) {
    await ctx.storage.delete(key).catch((err) => log.error({ err, key }, "organization icon not removed"));
    throw e;
  }
  const { previousKey, ...loaded } = result;
  if (previousKey) {
    await ctx.storage
      .delete(previousKey)
      .catch((err) => log.error({ err, previousKey }, "previous organization icon not removed"));
  }
  return loaded;
}

/**
 * The icon bytes for whoever holds its URL: members and invite holders are shown it, and an <img>
 * cannot send a token. The version in the URL is 96 random bits, so the URL itself is the secret.
 */
export async function getIcon(
  ctx: AppContext,
  id: string,
  version: string,
): Promise<{ content: Buffer; type: ImageType }> {
  const organization = await repo.findOrganization(ctx.database.db, id);
  const key = organization?.iconKey;
  if (!key || !isSameSecret(version, iconVersionOf(key))) throw notFound("Icon");
  const content = await ctx.storage.get(key);
  const type = content ? detectImageType(content) : null;
  if (!content || !type) throw notFound("Icon");
  return { content, type };
}
