import type { CreateOrganization, OrganizationAbilities, UpdateOrganization } from "@bounty/shared";
import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../../db/client.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import { abilitiesOf, authorize, can } from "../../../http/abilities.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { ORGANIZATION_FACTOR_REFUSAL } from "../../standing/index.ts";
import { createMember } from "../members/members.repository.ts";
import {
  type OrganizationAccess,
  type OrganizationAction,
  organizationAbilityActions,
  organizationPolicy,
  organizationRefusals,
} from "./organizations.policy.ts";
import * as repo from "./organizations.repository.ts";

export interface LoadedOrganization {
  organization: repo.OrganizationRow;
  access: OrganizationAccess;
}

/** The caller's access to an organization, read fresh from the database (no membership caching). */
export async function loadAccess(
  db: DbOrTx,
  actor: Actor,
  organizationId: string,
  opts: { lock?: boolean } = {},
): Promise<{ organization: repo.OrganizationRow | null; access: OrganizationAccess }> {
  const { organization, membership } = await repo.findOrganizationWithMembership(
    db,
    organizationId,
    actor.userId,
    opts,
  );
  return { organization, access: { organizationId, membership } };
}

/**
 * Loads an organization for one of its members and checks the action: an unknown organization or a
 * non-member is a 404 (its existence is not disclosed), a member the policy refuses a 403.
 */
export async function getOrganizationFor(
  db: DbOrTx,
  actor: Actor,
  organizationId: string,
  action: OrganizationAction,
  opts: { lock?: boolean; allowHeld?: boolean } = {},
): Promise<LoadedOrganization> {
  const { organization, access } = await loadAccess(db, actor, organizationId, opts);
  if (!organization || !can(actor, organizationPolicy, "read", access)) throw notFound("Organization");
  // The organization's second-factor rule: a held member may leave (`allowHeld`, the caller checks
  // it is their own membership), and nothing else until they add one.
  if (access.membership?.held && !opts.allowHeld)
    throw new AppError("second_factor_required", ORGANIZATION_FACTOR_REFUSAL);
  authorize(actor, organizationPolicy, action, access, organizationRefusals[action]);
  return { organization, access };
}

export const abilitiesFor = (actor: Actor, access: OrganizationAccess): OrganizationAbilities =>
  abilitiesOf(actor, organizationPolicy, organizationAbilityActions, access);

/** Registers an organization; its creator becomes its one admin. */
export async function createOrganization(
  ctx: AppContext,
  actor: Actor,
  input: CreateOrganization,
): Promise<LoadedOrganization> {
  return ctx.database.db.transaction(async (tx) => {
    const organization = await repo.createOrganization(tx, { name: input.name, bio: input.bio });
    const admin = await createMember(tx, {
      organizationId: organization.id,
      userId: actor.userId,
      role: "admin",
    });
    await recordEvent(tx, {
      type: "org.created",
      organizationId: organization.id,
      actorId: actor.userId,
      payload: { name: organization.name },
    });
    const membership = { id: admin.id, userId: admin.userId, role: admin.role, held: false };
    return { organization, access: { organizationId: organization.id, membership } };
  });
}

/** The caller's own organizations: there is no public directory of organizations. */
export async function listOrganizations(
  ctx: AppContext,
  actor: Actor,
  page: { page: number; perPage: number },
): Promise<{ rows: repo.OrganizationRow[]; total: number }> {
  return repo.listOrganizationsOfUser(ctx.database.db, actor.userId, page);
}

/** One organization with the viewer's abilities; members only. */
export async function getOrganization(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<LoadedOrganization> {
  return getOrganizationFor(ctx.database.db, actor, id, "read");
}

/** Edits the organization (admin only); `icon: null` removes the icon, whose file goes after the commit. */
export async function updateOrganization(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: UpdateOrganization,
  log: FastifyBaseLogger,
): Promise<LoadedOrganization> {
  const { icon, ...fields } = input;
  const result = await ctx.database.db.transaction(async (tx) => {
    const { organization, access } = await getOrganizationFor(tx, actor, id, "update", { lock: true });
    const changes: repo.OrganizationChanges = { ...fields };
    if (icon === null && organization.iconKey) changes.iconKey = null;
    if (Object.keys(changes).length === 0) return { organization, access, removedIcon: null };
    const updated = await repo.updateOrganization(tx, organization.id, changes);
    await recordEvent(tx, {
      type: "org.updated",
      organizationId: organization.id,
      actorId: actor.userId,
      payload: { fields: Object.keys(changes) },
    });
    const removedIcon = changes.iconKey === null ? organization.iconKey : null;
    return { organization: updated, access, removedIcon };
  });
  if (result.removedIcon) {
    const key = result.removedIcon;
    await ctx.storage.delete(key).catch((err) => log.error({ err, key }, "organization icon not removed"));
  }
  return { organization: result.organization, access: result.access };
}
