import type { CreateApplication, ListApplicationsQuery } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { authorize } from "../../../http/abilities.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { findMembership } from "../../organizations/index.ts";
import { findUserByUniqueName } from "../../users/index.ts";
import { findApplicationOf } from "../core/program-details.repository.ts";
import { getProgramFor, type LoadedProgram } from "../core/program-loading.ts";
import { isOrganizationMember, programPolicy, programRefusals } from "../core/programs.policy.ts";
import * as repo from "./applications.repository.ts";
import { checkFreePlan, PUBLIC_NEEDS_NO_APPLICATION, record, viewOf } from "./applications.service.ts";

// The staff side of a program's hunters: the list of applications, adding a hunter, approving and
// removing; the hunter side (applying, cancelling) is applications.service.ts.

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
    { programId: row.program.id, state: query.state, search: query.search, hunterId: query.hunter },
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
      await record(
        tx,
        "program.application.approved",
        actor,
        program,
        { id, hunterId: hunter.id },
        {
          added: existing === null,
        },
      );
      return { view: await viewOf(tx, id), created: existing === null };
    });
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
  return view;
}

/** Reject (a pending application) or Remove (an approved hunter): the row goes either way. */
export async function deleteApplication(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const { application, program } = await getApplicationFor(tx, actor, id);
    await repo.deleteApplication(tx, application.id);
    const type =
      application.state === "approved" ? "program.application.removed" : "program.application.rejected";
    await record(tx, type, actor, program, application);
  });
}
