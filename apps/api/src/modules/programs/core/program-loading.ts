import type { ProgramAbilities, ProgramChecks, ProgramParticipation } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { abilitiesOf, authorize, can } from "../../../http/abilities.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { readProgramBalance } from "../../ledger/index.ts";
import { ORGANIZATION_FACTOR_REFUSAL } from "../../standing/index.ts";
import { programChecksOf } from "./program-checks.ts";
import * as details from "./program-details.repository.ts";
import { findProgramMembership, listManagers, type ManagerWithUser } from "./program-managers.repository.ts";
import {
  isOrganizationMember,
  type ProgramAccess,
  type ProgramAction,
  programAbilityActions,
  programPolicy,
  programRefusals,
} from "./programs.policy.ts";
import * as repo from "./programs.repository.ts";

// The caller's access to one program: the program, their standing in it, what they may see of it.

export interface LoadedProgram {
  row: repo.ProgramWithOrganization;
  access: ProgramAccess;
  /** What the viewer may see beyond the card, loaded by `getProgramFor`. */
  details: ProgramDetails;
}

export interface ProgramDetails {
  /** The manager list, loaded for members of the owning organization only. */
  managers: ManagerWithUser[];
  /** Scope groups and test forms: for viewers who see the program's details only ([] for others). */
  scopeGroups: details.ScopeGroupRow[];
  testForms: details.TestFormRow[];
  detailsVisible: boolean;
  /** Members of the owning organization only. */
  checks: ProgramChecks | null;
  /** Signed-in hunters (not members): their guideline acceptance. */
  guidelineAcceptedAt: Date | null;
}

const heldBack = () => new AppError("second_factor_required", ORGANIZATION_FACTOR_REFUSAL);

export interface ProgramLoadOptions {
  lock?: boolean;
  /** A page anyone may read: a member the factor rule holds back reads it as a visitor. */
  publicRead?: boolean;
}

/** The caller's access to one program, with membership and manager status read fresh. */
async function loadProgram(
  db: DbOrTx,
  actor: Actor | null,
  ref: string,
  opts: ProgramLoadOptions = {},
): Promise<{ row: repo.ProgramWithOrganization; access: ProgramAccess } | null> {
  const row = await repo.findProgram(db, ref, opts);
  if (!row) return null;
  const found =
    actor?.via === "session"
      ? await findProgramMembership(db, row.program, actor.userId)
      : { membership: null, isManager: false };
  // The organization's second-factor rule: a held member acts on none of its programs and reads
  // them only as a visitor would, where a page is public (`publicRead`), else is told why.
  if (found.membership?.held) {
    if (!opts.publicRead) throw heldBack();
    const visitor = { program: row.program, membership: null, isManager: false, application: null };
    if (!can(actor, programPolicy, "read", visitor)) throw heldBack();
    return { row, access: visitor };
  }
  const { membership, isManager } = found;
  const application =
    actor?.via === "session" && !membership
      ? await details.findApplicationOf(db, row.program.id, actor.userId)
      : null;
  return {
    row,
    access: {
      program: row.program,
      membership,
      isManager,
      application: application ? { id: application.id, state: application.state } : null,
    },
  };
}

/** The parts of a program beyond its row, each only for a viewer allowed to see it. */
async function loadDetails(
  db: DbOrTx,
  actor: Actor | null,
  row: repo.ProgramWithOrganization,
  access: ProgramAccess,
): Promise<ProgramDetails> {
  const program = row.program;
  const isMember = isOrganizationMember(actor, access);
  const seesManagers = can(actor, programPolicy, "readManagers", access);
  const detailsVisible = can(actor, programPolicy, "readDetails", access);
  // One after the other: inside a transaction they share one connection.
  const managers = seesManagers ? await listManagers(db, program.id) : [];
  const scopeGroups = detailsVisible ? await details.listScopeGroups(db, program.id) : [];
  const testForms = detailsVisible ? await details.listTestForms(db, program.id) : [];
  const checks = isMember
    ? programChecksOf({
        ...program,
        scopeGroupsCount: scopeGroups.length,
        budget: program.type === "bounty" ? (await readProgramBalance(db, program.id)).budget : 0,
      })
    : null;
  const guidelineAcceptedAt =
    actor?.via === "session" && !isMember
      ? await details.findGuidelineAcceptance(db, program.id, actor.userId)
      : null;
  return { managers, scopeGroups, testForms, detailsVisible, checks, guidelineAcceptedAt };
}

/**
 * Loads a program and checks the action: a program the caller may not see is a 404 (its existence
 * is not disclosed), a visible one the policy refuses a 401 (anonymous) or 403.
 */
export async function getProgramFor(
  db: DbOrTx,
  actor: Actor | null,
  ref: string,
  action: ProgramAction,
  opts: ProgramLoadOptions = {},
): Promise<LoadedProgram> {
  const loaded = await authorizeProgram(db, actor, ref, action, opts);
  return { ...loaded, details: await loadDetails(db, actor, loaded.row, loaded.access) };
}

/** `getProgramFor` without the details: for callers that need the decision and the row only. */
export async function authorizeProgram(
  db: DbOrTx,
  actor: Actor | null,
  ref: string,
  action: ProgramAction,
  opts: ProgramLoadOptions = {},
): Promise<{ row: repo.ProgramWithOrganization; access: ProgramAccess }> {
  const loaded = await loadProgram(db, actor, ref, opts);
  if (!loaded || !can(actor, programPolicy, "read", loaded.access)) throw notFound("Program");
  authorize(actor, programPolicy, action, loaded.access, programRefusals[action]);
  return loaded;
}

export const programAbilitiesFor = (actor: Actor | null, access: ProgramAccess): ProgramAbilities =>
  abilitiesOf(actor, programPolicy, programAbilityActions, access);

/** A signed-in hunter's standing with the program (null for members, visitors and API keys). */
export function participationOf(actor: Actor | null, p: LoadedProgram): ProgramParticipation | null {
  if (actor?.via !== "session" || isOrganizationMember(actor, p.access)) return null;
  return {
    application: p.access.application,
    guidelineAcceptedAt: p.details.guidelineAcceptedAt?.toISOString() ?? null,
    canReport: can(actor, programPolicy, "report", p.access),
  };
}

/** One program by id or slug, with the viewer's abilities; invisible programs are a 404 for everyone without the right. */
export async function getProgram(ctx: AppContext, actor: Actor | null, ref: string): Promise<LoadedProgram> {
  return getProgramFor(ctx.database.db, actor, ref, "read", { publicRead: true });
}
