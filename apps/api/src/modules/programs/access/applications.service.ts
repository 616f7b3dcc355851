import {
  type ApplyToProgram,
  type CreateApplication,
  FREE_PLAN_HUNTERS,
  type ListApplicationsQuery,
} from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { type EventType, recordEvent } from "../../../events/events.repository.ts";
import { authorize } from "../../../http/abilities.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { sendOutsiderMail } from "../../../mail/outsider-mail.ts";
import { findMembership, findOrganization } from "../../organizations/core/organizations.repository.ts";
import { findUser, findUserByUniqueName } from "../../users/users.repository.ts";
import { findApplicationOf } from "../core/program-details.repository.ts";
import { payloadOf } from "../core/program-rules.ts";
import { isOrganizationMember, programPolicy, programRefusals } from "../core/programs.policy.ts";
import { findProgram, type ProgramRow } from "../core/programs.repository.ts";
import { getProgramFor, type LoadedProgram } from "../core/programs.service.ts";
import { hasPaidSubscription } from "../subscriptions/program-subscriptions.repository.ts";
import { type ApplicationDecision, applicationMail } from "./applications.mail.ts";
import * as repo from "./applications.repository.ts";
import { findInvite } from "./program-invites.repository.ts";
import { INVITE_GONE } from "./program-invites.service.ts";

export const ALREADY_APPLIED = "You already applied to this program.";
export const ALREADY_JOINED = "You already joined this program.";
export const MEMBERS_DO_NOT_APPLY = "You are a member of this program's organization.";
export const PUBLIC_NEEDS_NO_APPLICATION = "Public programs need no application.";
export const FREE_PLAN_FULL = `The free plan admits ${FREE_PLAN_HUNTERS} hunters per program. Subscribe to admit more.`;

async function record(
  db: DbOrTx,
  type: EventType,
  actor: Actor,
  program: ProgramRow,
  application: { id: string; hunterId: string },
) {
  await recordEvent(db, {
    type,
    organizationId: program.organizationId,
    actorId: actor.userId,
    userId: application.hunterId,
    programId: program.id,
    payload: { applicationId: application.id, hunterId: application.hunterId, ...payloadOf(program) },
  });
}

/**
 * E-mails the hunter the organization's decision, after the change committed, when their
 * `applications` notification preference is on (spec §3: default true), within the limits of
 * mails an organization sends to people outside it (mail/outsider-mail.ts).
 */
async function notifyHunter(
  ctx: AppContext,
  decision: ApplicationDecision,
  hunter: { id: string; email: string | null; notificationPreferences: { applications: boolean } },
  program: ProgramRow,
) {
  if (!hunter.email || !hunter.notificationPreferences.applications) return;
  const organization = await findOrganization(ctx.database.db, program.organizationId);
  await sendOutsiderMail(ctx, {
    organizationId: program.organizationId,
    recipientId: hunter.id,
    kind: `application.${decision}`,
    mail: applicationMail({
      to: hunter.email,
      decision,
      programName: program.name,
      organizationName: organization?.name ?? "",
      link: `${ctx.config.PUBLIC_URL}/programs/${encodeURIComponent(program.slug)}`,
    }),
  });
}

async function viewOf(db: DbOrTx, id: string): Promise<repo.ApplicationView> {
  const view = await repo.findApplicationView(db, id);
  if (!view) throw notFound("Application");
  return view;
}

/**
 * Spec §9: vdp programs run on the free plan, which admits FREE_PLAN_HUNTERS hunters, unless their
 * subscription is active and paid up; bounty and internal programs are paid. Call under the program row lock.
 */
async function checkFreePlan(db: DbOrTx, program: ProgramRow) {
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

/**
 * The program for managing its hunters: outside its organization a 404 (applications are the
 * organization's business), a member who is not the admin nor a manager a 403.
 */
async function getProgramForHunters(
  db: DbOrTx,
  actor: Actor,
  programId: string,
  what: string,
  opts: { lock?: boolean } = {},
): Promise<LoadedProgram> {
  let loaded: LoadedProgram;
  try {
    loaded = await getProgramFor(db, actor, programId, "read", opts);
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") throw notFound(what);
    throw e;
  }
  if (!isOrganizationMember(actor, loaded.access)) throw notFound(what);
  authorize(actor, programPolicy, "manageHunters", loaded.access, programRefusals.manageHunters);
  return loaded;
}

export async function listApplications(
  ctx: AppContext,
  actor: Actor,
  query: ListApplicationsQuery,
): Promise<{ rows: repo.ApplicationView[]; total: number }> {
  const { db } = ctx.database;
  const { row } = await getProgramForHunters(db, actor, query.program, "Program");
  return repo.listApplications(
    db,
    { programId: row.program.id, state: query.state, search: query.search },
    { page: query.page, perPage: query.perPage },
  );
}

/** The organization admits a hunter directly (approved), or approves their pending application. */
export async function addHunter(
  ctx: AppContext,
  actor: Actor,
  input: CreateApplication,
): Promise<{ view: repo.ApplicationView; created: boolean }> {
  try {
    const added = await ctx.database.db.transaction(async (tx) => {
      const { row } = await getProgramForHunters(tx, actor, input.program, "Program", { lock: true });
      const program = row.program;
      if (program.visibility === "public") throw new AppError("conflict", PUBLIC_NEEDS_NO_APPLICATION);
      const hunter = await findUserByUniqueName(tx, input.hunter);
      if (!hunter) throw new AppError("not_found", "No hunter has this name.");
      if (await findMembership(tx, program.organizationId, hunter.id)) {
        throw new AppError("conflict", "Members of the organization cannot be added as hunters.");
      }
      const existing = await findApplicationOf(tx, program.id, hunter.id);
      if (existing?.state === "approved")
        throw new AppError("conflict", "This hunter already joined the program.");
      await checkFreePlan(tx, program);
      let id: string;
      if (existing) {
        await repo.approveApplication(tx, existing.id, actor.userId);
        id = existing.id;
      } else {
        const created = await repo.createApplication(tx, {
          programId: program.id,
          hunterId: hunter.id,
          state: "approved",
          viaInvite: "apply",
          decidedBy: actor.userId,
          decidedAt: new Date(),
        });
        id = created.id;
      }
      await record(tx, "program.application.approved", actor, program, { id, hunterId: hunter.id });
      return { view: await viewOf(tx, id), created: existing === null };
    });
    // A program not started yet is no one's business: adding to it mails nobody.
    if (added.view.program.activated) {
      await notifyHunter(ctx, added.created ? "added" : "approved", added.view.hunter, added.view.program);
    }
    return added;
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError("conflict", "This hunter applied just now; try again.");
    throw e;
  }
}

/** An application, for the admin and the program's managers; another organization's is a 404. */
async function getApplicationFor(db: DbOrTx, actor: Actor, id: string) {
  const found = await repo.findApplication(db, id);
  if (!found) throw notFound("Application");
  const { row } = await getProgramForHunters(db, actor, found.programId, "Application", { lock: true });
  // Read again under the program lock: a concurrent decision may have changed or removed it.
  const application = await repo.findApplication(db, id);
  if (!application) throw notFound("Application");
  return { application, program: row.program };
}

/** Approve: the hunter joins the program (pending only). */
export async function approveApplication(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<repo.ApplicationView> {
  const view = await ctx.database.db.transaction(async (tx) => {
    const { application, program } = await getApplicationFor(tx, actor, id);
    if (application.state === "approved")
      throw new AppError("conflict", "This application is already approved.");
    await checkFreePlan(tx, program);
    await repo.approveApplication(tx, application.id, actor.userId);
    await record(tx, "program.application.approved", actor, program, application);
    return viewOf(tx, application.id);
  });
  await notifyHunter(ctx, "approved", view.hunter, view.program);
  return view;
}

/** Reject (a pending application) or Remove (an approved hunter): the row goes either way. */
export async function deleteApplication(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const decided = await ctx.database.db.transaction(async (tx) => {
    const { application, program } = await getApplicationFor(tx, actor, id);
    const hunter = await findUser(tx, application.hunterId);
    await repo.deleteApplication(tx, application.id);
    const type =
      application.state === "approved" ? "program.application.removed" : "program.application.rejected";
    await record(tx, type, actor, program, application);
    return { hunter, program, decision: application.state === "approved" ? "removed" : "rejected" } as const;
  });
  // Removed from a program that never started: they were never told they were in it.
  if (decided.hunter && decided.program.activated) {
    await notifyHunter(ctx, decided.decision, decided.hunter, decided.program);
  }
}
