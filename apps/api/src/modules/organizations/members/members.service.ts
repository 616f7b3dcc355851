import { ALREADY_MEMBER, type JoinOrganization, type OrgRole } from "@bounty/shared";
import { isUniqueViolation } from "../../../db/errors.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import { authorize } from "../../../http/abilities.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, forbidden, notFound } from "../../../http/errors.ts";
import { requireRecentVerification } from "../../../http/recent-verification.ts";
import { isSameSecret } from "../../../lib/secrets.ts";
import { ORGANIZATION_FACTOR_REFUSAL, releaseAssignments } from "../../standing/index.ts";
import { organizationPolicy } from "../core/organizations.policy.ts";
import { getOrganizationFor, loadAccess } from "../core/organizations.service.ts";
import { findInvite } from "./invites.repository.ts";
import { type MemberResource, memberPolicy } from "./members.policy.ts";
import * as repo from "./members.repository.ts";

const ADMIN_CANNOT_LEAVE =
  "You are the admin of this organization. Make another member admin before leaving.";

const loadMember = async (db: Parameters<typeof repo.findMember>[0], orgId: string, memberId: string) => {
  const found = await repo.findMember(db, orgId, memberId);
  if (!found) throw notFound("Member");
  return found;
};

const asResource = (access: MemberResource["access"], m: repo.MemberRow): MemberResource => ({
  access,
  member: { id: m.id, userId: m.userId, role: m.role },
});

/**
 * The organization's members, the admin first; any member may list them. With `programId`, the
 * program's staff only (the admin and its managers); a program of another organization is a 404.
 */
export async function listMembers(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  page: { page: number; perPage: number },
  filter: { programId?: string } = {},
): Promise<{ rows: repo.MemberCard[]; total: number }> {
  const { db } = ctx.database;
  const { organization, access } = await getOrganizationFor(db, actor, organizationId, "read");
  if (filter.programId && !(await repo.isProgramOf(db, organization.id, filter.programId)))
    throw notFound("Program");
  const listed = await repo.listMembers(db, organization.id, page, filter);
  // Who has not added a required factor yet is the admin's to know and chase, not every member's.
  if (access.membership?.role === "admin") return listed;
  return {
    ...listed,
    rows: listed.rows.map(({ member: { held: _, ...member }, user }) => ({ member, user })),
  };
}

/** The caller's own membership (GET members/authenticated). */
export async function getOwnMembership(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
): Promise<repo.MemberWithUser> {
  const { db } = ctx.database;
  const { organization, access } = await getOrganizationFor(db, actor, organizationId, "read");
  return loadMember(db, organization.id, access.membership!.id);
}

/**
 * Changes a member's role (admin only, never one's own). Promoting another member to admin demotes
 * the promoter to member first, in the same transaction, so the one-admin index always holds.
 */
export async function updateMemberRole(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  memberId: string,
  role: OrgRole,
): Promise<repo.MemberWithUser> {
  return ctx.database.db.transaction(async (tx) => {
    const { organization, access } = await getOrganizationFor(tx, actor, organizationId, "read", {
      lock: true,
    });
    const target = await loadMember(tx, organization.id, memberId);
    if (target.member.id === access.membership?.id) throw forbidden("You cannot change your own role.");
    authorize(
      actor,
      memberPolicy,
      "updateRole",
      asResource(access, target.member),
      "Only an admin can change roles.",
    );
    if (target.member.role === role) return target;
    // Handing over the organization: its admin proves it is them again.
    if (role === "admin") await requireRecentVerification(ctx, actor, tx);

    const changes: { memberId: string; userId: string; from: OrgRole; to: OrgRole }[] = [];
    if (role === "admin") {
      const promoter = access.membership!;
      changes.push({ memberId: promoter.id, userId: promoter.userId, from: "admin", to: "member" });
    }
    changes.push({
      memberId: target.member.id,
      userId: target.member.userId,
      from: target.member.role,
      to: role,
    });
    for (const change of changes) {
      await repo.updateMemberRole(tx, organization.id, change.memberId, change.to);
      await recordEvent(tx, {
        type: "org.member.role.changed",
        organizationId: organization.id,
        actorId: actor.userId,
        userId: change.userId,
        payload: { memberId: change.memberId, from: change.from, to: change.to },
      });
    }
    // An admin made a member keeps only the reports of the programs they manage (issue 47).
    await releaseAssignments(tx, organization.id, actor.userId);
    return loadMember(tx, organization.id, target.member.id);
  });
}

/** The admin removes another member; anyone else may remove themselves (leave). The admin hands over first. */
export async function removeMember(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  memberId: string,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const { organization, access } = await getOrganizationFor(tx, actor, organizationId, "read", {
      lock: true,
      allowHeld: true,
    });
    const target = await loadMember(tx, organization.id, memberId);
    const isSelf = target.member.id === access.membership?.id;
    // A member their organization's factor rule holds back may leave, and remove no one else.
    if (access.membership?.held && !isSelf)
      throw new AppError("second_factor_required", ORGANIZATION_FACTOR_REFUSAL);
    if (isSelf && target.member.role === "admin") throw new AppError("conflict", ADMIN_CANNOT_LEAVE);
    authorize(
      actor,
      memberPolicy,
      "remove",
      asResource(access, target.member),
      "Only an admin can remove members.",
    );
    await repo.deleteMember(tx, organization.id, target.member.id);
    await recordEvent(tx, {
      type: "org.member.removed",
      organizationId: organization.id,
      actorId: actor.userId,
      userId: target.member.userId,
      payload: { memberId: target.member.id, role: target.member.role, left: isSelf },
    });
    await releaseAssignments(tx, organization.id, actor.userId);
  });
}

/** Accepts an invite: a valid invite of this organization and its code make the caller a member. */
export async function joinOrganization(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  input: JoinOrganization,
): Promise<repo.MemberWithUser> {
  return ctx.database.db.transaction(async (tx) => {
    const { organization, access } = await loadAccess(tx, actor, organizationId, { lock: true });
    const invite = organization ? await findInvite(tx, organization.id, input.invite) : null;
    // One answer for an unknown organization, an unknown invite and a wrong code.
    if (!organization || !invite || !isSameSecret(input.code, invite.code)) throw notFound("Invite");
    if (access.membership) throw new AppError("conflict", ALREADY_MEMBER);
    authorize(actor, organizationPolicy, "join", access, ALREADY_MEMBER);
    let member: repo.MemberRow;
    try {
      member = await repo.createMember(tx, {
        organizationId: organization.id,
        userId: actor.userId,
        role: "member",
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError("conflict", ALREADY_MEMBER);
      throw e;
    }
    await recordEvent(tx, {
      type: "org.member.added",
      organizationId: organization.id,
      actorId: actor.userId,
      userId: actor.userId,
      payload: { memberId: member.id, role: member.role, inviteId: invite.id },
    });
    return loadMember(tx, organization.id, member.id);
  });
}
