import type { CreateProgram, ListProgramsQuery, ProgramChecks, UpdateProgram } from "@bounty/shared";
import { SLUG_TAKEN } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import { authorize } from "../../../http/abilities.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError } from "../../../http/errors.ts";
import { findMemberIdsIn, getOrganizationFor } from "../../organizations/index.ts";
import { newReportsFor, releaseAssignments } from "../../standing/index.ts";
import { programChecksOf } from "./program-checks.ts";
import * as details from "./program-details.repository.ts";
import { getProgramFor, type LoadedProgram } from "./program-loading.ts";
import { replaceManagers } from "./program-managers.repository.ts";
import { checkActivationChanges, checkProgramChanges, payloadOf } from "./program-rules.ts";
import { nextFreeSlug, slugBaseOf } from "./program-slug.ts";
import { ANONYMOUS_VIEWER, type ProgramViewer, programPolicy, programRefusals } from "./programs.policy.ts";
import * as repo from "./programs.repository.ts";

/** A fresh slug from the name; a concurrent create taking it first surfaces as a unique violation. */
async function freeSlugFor(db: DbOrTx, name: string): Promise<string> {
  const base = slugBaseOf(name);
  return nextFreeSlug(base, await repo.listSlugsLike(db, base));
}

/** Creates a program (the organization's admin only); bounty and internal need a bounty-approved organization. */
export async function createProgram(
  ctx: AppContext,
  actor: Actor,
  input: CreateProgram,
): Promise<LoadedProgram> {
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const { organization } = await getOrganizationFor(tx, actor, input.organization, "createProgram", {
        lock: true,
      });
      if (input.type !== "vdp" && !organization.bountyApproved) {
        throw new AppError(
          "forbidden",
          "Bounty and internal programs need a bounty-approved organization. Request a demo to get approved.",
        );
      }
      if (input.type === "internal" && input.visibility !== "invite") {
        throw new AppError("validation_failed", "visibility: Internal programs are invite-only.");
      }
      const program = await repo.createProgram(tx, {
        organizationId: organization.id,
        slug: await freeSlugFor(tx, input.name),
        name: input.name,
        type: input.type,
        visibility: input.visibility,
        creditSystem: "money",
      });
      await recordEvent(tx, {
        type: "program.created",
        organizationId: organization.id,
        actorId: actor.userId,
        programId: program.id,
        payload: { name: program.name, type: program.type, ...payloadOf(program) },
      });
      return getProgramFor(tx, actor, program.id, "read");
    });
  } catch (e) {
    if (isUniqueViolation(e))
      throw new AppError("conflict", "Another program took that URL slug just now; try again.");
    throw e;
  }
}

/**
 * Edits a program: the admin and the program's managers edit its settings; the manager list is
 * the admin's alone; starting it and its status need `activate`. Rules that need the stored program
 * (slug, credit system, CVSS, the start checks) are checked here.
 */
export async function updateProgram(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  input: UpdateProgram,
): Promise<LoadedProgram> {
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const { managers: managerIds, activated, status, ...fields } = input;
      const switching = activated !== undefined || status !== undefined;
      const action = managerIds !== undefined ? "manageManagers" : switching ? "activate" : "update";
      const loaded = await getProgramFor(tx, actor, ref, action, { lock: true });
      if (Object.keys(fields).length > 0)
        authorize(actor, programPolicy, "update", loaded.access, programRefusals.update);
      if (switching) authorize(actor, programPolicy, "activate", loaded.access, programRefusals.activate);
      const program = loaded.row.program;
      const settings = checkProgramChanges(program, fields);
      if (settings.slug !== undefined && (await repo.isSlugTaken(tx, settings.slug, program.id))) {
        throw new AppError("conflict", SLUG_TAKEN);
      }
      // Start is checked against the program as this same edit leaves it.
      const switches = switching
        ? checkActivationChanges(
            program,
            { activated, status },
            await startChecksOf(tx, { ...program, ...settings }),
          )
        : {};
      const changed: string[] = Object.keys(settings);
      const updated =
        changed.length > 0 || Object.keys(switches).length > 0
          ? await repo.updateProgram(tx, program.id, { ...settings, ...switches })
          : program;
      if (managerIds !== undefined) {
        const known = await findMemberIdsIn(tx, program.organizationId, managerIds);
        if (known.length !== managerIds.length) {
          throw new AppError(
            "validation_failed",
            "managers: Program managers must be members of the organization.",
          );
        }
        await replaceManagers(tx, program.id, managerIds);
        // A manager taken off the program gives its reports back to the team (issue 47).
        await releaseAssignments(tx, program.organizationId, actor.userId);
        changed.push("managers");
      }
      const base = { organizationId: program.organizationId, actorId: actor.userId, programId: program.id };
      if (changed.length > 0) {
        await recordEvent(tx, {
          ...base,
          type: "program.updated",
          payload: { fields: changed, ...payloadOf(updated) },
        });
      }
      if (switches.activated === true) {
        await recordEvent(tx, {
          ...base,
          type: "program.activated",
          payload: { status: updated.status, ...payloadOf(updated) },
        });
      } else if (switches.status !== undefined) {
        await recordEvent(tx, {
          ...base,
          type: "program.status.changed",
          payload: { status: updated.status, previous: program.status, ...payloadOf(updated) },
        });
      }
      if (updated === program && managerIds === undefined) return loaded;
      return getProgramFor(tx, actor, program.id, "read");
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError("conflict", SLUG_TAKEN);
    throw e;
  }
}

/** The checks Start needs, read fresh (scope groups counted in the database). */
export async function startChecksOf(db: DbOrTx, program: repo.ProgramRow): Promise<ProgramChecks> {
  const scopeGroups = await details.listScopeGroups(db, program.id);
  // The budget does not hold Start back (program-checks), so it is not read here.
  return programChecksOf({ ...program, scopeGroupsCount: scopeGroups.length, budget: 0 });
}

/** Deletes a program (admin only); its event keeps its id and name for the organization's feed. */
export async function deleteProgram(ctx: AppContext, actor: Actor, ref: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const { row } = await getProgramFor(tx, actor, ref, "delete", { lock: true });
    await recordEvent(tx, {
      type: "program.deleted",
      organizationId: row.program.organizationId,
      actorId: actor.userId,
      programId: row.program.id,
      payload: { name: row.program.name, ...payloadOf(row.program) },
    });
    await repo.deleteProgram(tx, row.program.id);
  });
}

/** The viewer lists and counts are filtered for: the organizations a signed-in session belongs to. */
export async function programViewerOf(db: DbOrTx, actor: Actor | null): Promise<ProgramViewer> {
  if (actor?.via !== "session") return ANONYMOUS_VIEWER;
  return details.findProgramViewer(db, actor.userId);
}

/**
 * The program list: everyone's public list, or with `organization` that organization's own list,
 * for its members only (others: 404). Both read through the one visibility rule.
 */
export async function listPrograms(
  ctx: AppContext,
  actor: Actor | null,
  query: ListProgramsQuery,
): Promise<{ rows: repo.ProgramCard[]; total: number; newReports: Map<string, number> }> {
  const db = ctx.database.db;
  if (query.organization !== undefined) {
    if (!actor) throw new AppError("unauthorized", "Please sign up/in to access the resource.");
    if (actor.via !== "session")
      throw new AppError("forbidden", "API keys cannot read an organization's own program list.");
    await getOrganizationFor(db, actor, query.organization, "read");
  }
  const filter: repo.ProgramListFilter = {
    viewer: await programViewerOf(db, actor),
    type: query.type,
    visibility: query.visibility,
    s: query.s,
    organizationId: query.organization,
  };
  const { rows, total } = await repo.listPrograms(db, filter, { page: query.page, perPage: query.perPage });
  // Only members of an organization can be a program's staff: nobody else pays for the count.
  const newReports =
    filter.viewer.organizationIds.length > 0 && actor
      ? await newReportsFor(
          db,
          actor,
          rows.map((r) => r.program.id),
        )
      : new Map<string, number>();
  return { rows, total, newReports };
}
