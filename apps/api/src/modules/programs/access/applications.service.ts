import { type ApplyToProgram, FREE_PLAN_HUNTERS } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { type EventType, recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { findMembership } from "../../organizations/index.ts";
import { findApplicationOf } from "../core/program-details.repository.ts";
import { getProgramFor } from "../core/program-loading.ts";
import { payloadOf } from "../core/program-rules.ts";
import { findProgram, type ProgramRow } from "../core/programs.repository.ts";
import { hasPaidSubscription } from "../subscriptions/program-subscriptions.repository.ts";
import * as repo from "./applications.repository.ts";
import { findInvite } from "./program-invites.repository.ts";
import { INVITE_GONE } from "./program-invites.service.ts";

export const ALREADY_APPLIED = "You already applied to this program.";
export const ALREADY_JOINED = "You already joined this program.";
export const MEMBERS_DO_NOT_APPLY = "You are a member of this program's organization.";
export const PUBLIC_NEEDS_NO_APPLICATION = "Public programs need no application.";
export const FREE_PLAN_FULL = `The free plan admits ${FREE_PLAN_HUNTERS} hunters per program. Subscribe to admit more.`;

/**
 * An application's event. The hunter hears of the organization's decisions (approved, added,
 * declined, removed) by the event's mail, within the limits of mails an organization sends to people
 * outside it (notifications/outsider-quota.ts).
 */
export async function record(
  db: DbOrTx,
  type: ApplicationEventType,
  actor: Actor,
  program: ProgramRow,
  application: { id: string; hunterId: string },
  opts: { added?: boolean } = {},
) {
  await recordEvent(db, {
    type,
    organizationId: program.organizationId,
    actorId: actor.userId,
    userId: application.hunterId,
    programId: program.id,
    payload: {
      applicationId: application.id,
      hunterId: application.hunterId,
      ...payloadOf(program),
      ...(opts.added ? { added: true } : {}),
    },
  });
}

type ApplicationEventType = Extract<EventType, `program.application.${string}`>;

export async function viewOf(db: DbOrTx, id: string): Promise<repo.ApplicationView> {
  const view = await repo.findApplicationView(db, id);
  if (!view) throw notFound("Application");
  return view;
}

/**
 * Spec §9: vdp programs run on the free plan, which admits FREE_PLAN_HUNTERS hunters, unless their
 * subscription is active and paid up; bounty and internal programs are paid. Call under the program row lock.
 */
export async function checkFreePlan(db: DbOrTx, program: ProgramRow) {
  if (program.type !== "vdp" || (await repo.countApproved(db, program.id)) < FREE_PLAN_HUNTERS) return;
  if (await hasPaidSubscription(db, program.id)) return;
  throw new AppError("conflict", FREE_PLAN_FULL);
}

// ——— The hunter's side (sessions) ———

/** The caller's own application to the program (0 or 1); an applicant reads it even where the program stays hidden. */
export async function listOwnApplications(
  ctx: AppContext,
  actor: Actor,
  ref: string,
): Promise<repo.ApplicationView[]> {
  const { db } = ctx.database;
  const row = await findProgram(db, ref);
  const own = row ? await findApplicationOf(db, row.program.id, actor.userId) : null;
  if (own) return [await viewOf(db, own.id)];
  await getProgramFor(db, actor, ref, "read");
  return [];
}

/**
 * A hunter applies to a non-public program, pending until the organization decides. Invite-only
 * programs are hidden from hunters who did not join, so there the invite id opens the way.
 */
export async function applyToProgram(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  input: ApplyToProgram,
): Promise<repo.ApplicationView> {
  try {
    return await ctx.database.db.transaction(async (tx) => {
      let program: ProgramRow;
      let isMember: boolean;
      let existing: { state: string } | null;
      if (input.invite) {
        const row = await findProgram(tx, ref, { lock: true });
        // One answer for a missing program, a hidden one and a bad invite: none says which exists.
        if (!row || !(await findInvite(tx, row.program.id, input.invite)))
          throw new AppError("not_found", INVITE_GONE);
        program = row.program;
        isMember = (await findMembership(tx, program.organizationId, actor.userId)) !== null;
        existing = isMember ? null : await findApplicationOf(tx, program.id, actor.userId);
      } else {
        const loaded = await getProgramFor(tx, actor, ref, "read", { lock: true });
        program = loaded.row.program;
        isMember = loaded.access.membership !== null;
        existing = loaded.access.application;
      }
      if (isMember) throw new AppError("conflict", MEMBERS_DO_NOT_APPLY);
      if (program.visibility === "public") throw new AppError("conflict", PUBLIC_NEEDS_NO_APPLICATION);
      if (existing) throw new AppError("conflict", ALREADY_APPLIED);
      if (!program.activated || program.status !== "open") {
        throw new AppError("conflict", "This program does not take applications now.");
      }
      const application = await repo.createApplication(tx, {
        programId: program.id,
        hunterId: actor.userId,
        state: "pending",
        viaInvite: input.invite ? "invite" : "apply",
      });
      await record(tx, "program.application.created", actor, program, application);
      return viewOf(tx, application.id);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError("conflict", ALREADY_APPLIED);
    throw e;
  }
}

/** The hunter withdraws their pending application; someone else's is a 404. */
export async function cancelApplication(ctx: AppContext, actor: Actor, ref: string, applicationId: string) {
  await ctx.database.db.transaction(async (tx) => {
    const row = await findProgram(tx, ref, { lock: true });
    const found = row ? await repo.findApplication(tx, applicationId) : null;
    if (!row || !found || found.programId !== row.program.id || found.hunterId !== actor.userId) {
      throw notFound("Application");
    }
    if (found.state === "approved") throw new AppError("conflict", ALREADY_JOINED);
    await repo.deleteApplication(tx, found.id);
    await record(tx, "program.application.cancelled", actor, row.program, found);
  });
}

// ——— The organization's side: the admin and the program's managers ———
