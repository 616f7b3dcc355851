import type { ProgramInvitePreview } from "@bounty/shared";
import { isUniqueViolation } from "../../../db/errors.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { organizationIconUrl } from "../../organizations/index.ts";
import { getProgramFor } from "../core/program-loading.ts";
import { payloadOf } from "../core/program-rules.ts";
import { findProgram } from "../core/programs.repository.ts";
import * as repo from "./program-invites.repository.ts";

export const INVITE_EXISTS = "The program already has an invite link; reset it instead.";
export const INVITE_GONE = "This invite link is no longer valid.";

/** The program's invite link (0 or 1); the admin and the program's managers. */
export async function listInvites(
  ctx: AppContext,
  actor: Actor,
  ref: string,
): Promise<repo.ProgramInviteRow[]> {
  const { db } = ctx.database;
  const { row } = await getProgramFor(db, actor, ref, "manageHunters");
  const invite = await repo.findInviteOfProgram(db, row.program.id);
  return invite ? [invite] : [];
}

/** Creates the invite link, a random id; a program holds one (reset: delete, then create). */
export async function createInvite(
  ctx: AppContext,
  actor: Actor,
  ref: string,
): Promise<repo.ProgramInviteRow> {
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const { row } = await getProgramFor(tx, actor, ref, "manageHunters", { lock: true });
      const program = row.program;
      if (await repo.findInviteOfProgram(tx, program.id)) throw new AppError("conflict", INVITE_EXISTS);
      const invite = await repo.createInvite(tx, { programId: program.id, createdBy: actor.userId });
      await recordEvent(tx, {
        type: "program.invite.created",
        organizationId: program.organizationId,
        actorId: actor.userId,
        programId: program.id,
        payload: { inviteId: invite.id, ...payloadOf(program) },
      });
      return invite;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError("conflict", INVITE_EXISTS);
    throw e;
  }
}

/** Deletes the invite link; it stops working at once. */
export async function deleteInvite(ctx: AppContext, actor: Actor, ref: string, inviteId: string) {
  await ctx.database.db.transaction(async (tx) => {
    const { row } = await getProgramFor(tx, actor, ref, "manageHunters", { lock: true });
    const program = row.program;
    if (!(await repo.deleteInvite(tx, program.id, inviteId))) throw notFound("Invite");
    await recordEvent(tx, {
      type: "program.invite.deleted",
      organizationId: program.organizationId,
      actorId: actor.userId,
      programId: program.id,
      payload: { inviteId, ...payloadOf(program) },
    });
  });
}

/**
 * What the join page shows to whoever holds the invite id, even of an invite-only program they
 * cannot otherwise see: the program's name and slug and its organization, nothing more.
 */
export async function previewInvite(
  ctx: AppContext,
  ref: string,
  inviteId: string,
): Promise<ProgramInvitePreview> {
  const { db } = ctx.database;
  const row = await findProgram(db, ref);
  const invite = row ? await repo.findInvite(db, row.program.id, inviteId) : null;
  if (!row || !invite) throw new AppError("not_found", INVITE_GONE);
  const { program, organization } = row;
  return {
    id: invite.id,
    program: { id: program.id, slug: program.slug, name: program.name },
    organization: { id: organization.id, name: organization.name, icon: organizationIconUrl(organization) },
  };
}
