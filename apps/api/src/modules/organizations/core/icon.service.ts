import type { FastifyBaseLogger } from "fastify";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { notFound } from "../../../http/errors.ts";
import { isSameSecret } from "../../../lib/secrets.ts";
import { readStoredImage, replaceStoredImage, type StoredImage } from "../../../storage/stored-image.ts";
import { iconVersionOf } from "./organizations.presenter.ts";
import * as repo from "./organizations.repository.ts";
import { getOrganizationFor, type LoadedOrganization } from "./organizations.service.ts";

/** Replaces the organization's icon (admin only); the upload is read only once the caller is authorized. */
export async function updateIcon(
  ctx: AppContext,
  actor: Actor,
  id: string,
  readUpload: () => Promise<Buffer>,
  log: FastifyBaseLogger,
): Promise<LoadedOrganization> {
  const { db } = ctx.database;
  await getOrganizationFor(db, actor, id, "update");
  return replaceStoredImage(ctx, {
    keyPrefix: `org-icons/${id}`,
    readUpload,
    log,
    swap: (key) =>
      db.transaction(async (tx) => {
        const { organization, access } = await getOrganizationFor(tx, actor, id, "update", { lock: true });
        const updated = await repo.updateOrganization(tx, organization.id, { iconKey: key });
        await recordEvent(tx, {
          type: "org.icon.updated",
          organizationId: organization.id,
          actorId: actor.userId,
          payload: {},
        });
        return { value: { organization: updated, access }, previousKey: organization.iconKey };
      }),
  });
}

/**
 * The icon bytes for whoever holds its URL: members and invite holders are shown it, and an <img>
 * cannot send a token. The version in the URL is 96 random bits, so the URL itself is the secret.
 */
export async function getIcon(ctx: AppContext, id: string, version: string): Promise<StoredImage> {
  const organization = await repo.findOrganization(ctx.database.db, id);
  const key = organization?.iconKey ?? null;
  if (!key || !isSameSecret(version, iconVersionOf(key))) throw notFound("Icon");
  const image = await readStoredImage(ctx, key);
  if (!image) throw notFound("Icon");
  return image;
}
