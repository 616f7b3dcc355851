import type { InvitePreview } from "@bounty/shared";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { randomToken } from "../../../http/tokens.ts";
import { isSameSecret } from "../../../lib/secrets.ts";
import { toOrganization } from "../core/organizations.presenter.ts";
import { getOrganizationFor, loadAccess } from "../core/organizations.service.ts";
import * as repo from "./invites.repository.ts";

/** An organization keeps at most this many invite links (one page of the list). */
export const MAX_INVITES = 20;

/** The organization's invite links with their codes; admin only. */
export async function listInvites(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  page: { page: number; perPage: number },
): Promise<{ rows: repo.InviteRow[]; total: number }> {
  const { db } = ctx.database;
  const { organization } = await getOrganizationFor(db, actor, organizationId, "manageInvites");
  return repo.listInvites(db, organization.id, page);
}

/** A new invite link: a 43-character base64url code of 32 random bytes; admin only. */
export async function createInvite(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
): Promise<repo.InviteRow> {
  return ctx.database.db.transaction(async (tx) => {
    const { organization } = await getOrganizationFor(tx, actor, organizationId, "manageInvites", {
      lock: true,
    });
    if ((await repo.countInvites(tx, organization.id)) >= MAX_INVITES) {
      throw new AppError(
        "conflict",
        `An organization can hold at most ${MAX_INVITES} invite links. Delete one before creating another.`,
      );
    }
    const invite = await repo.createInvite(tx, {
      organizationId: organization.id,
      code: randomToken(32),
      createdBy: actor.userId,
    });
    await recordEvent(tx, {
      type: "org.invite.created",
      organizationId: organization.id,
      actorId: actor.userId,
      payload: { inviteId: invite.id },
    });
    return invite;
  });
}

/** What the join page shows to a signed-in holder of the right code; anything else is one 404. */
export async function previewInvite(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  inviteId: string,
  code: string,
): Promise<InvitePreview> {
  const { db } = ctx.database;
  const { organization, access } = await loadAccess(db, actor, organizationId);
  const invite = organization ? await repo.findInvite(db, organization.id, inviteId) : null;
  if (!organization || !invite || !isSameSecret(code, invite.code)) throw notFound("Invite");
  const { id, name, icon } = toOrganization(organization);
  return { organization: { id, name, icon }, isMember: access.membership !== null };
}

/** Deletes an invite link; it stops working at once. Reset is this, then createInvite. Admin only. */
export async function deleteInvite(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  inviteId: string,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const { organization } = await getOrganizationFor(tx, actor, organizationId, "manageInvites", {
      lock: true,
    });
    if (!(await repo.deleteInvite(tx, organization.id, inviteId))) throw notFound("Invite");
    await recordEvent(tx, {
      type: "org.invite.deleted",
      organizationId: organization.id,
      actorId: actor.userId,
      payload: { inviteId },
    });
  });
}
