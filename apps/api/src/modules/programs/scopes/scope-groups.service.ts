import { randomUUID } from "node:crypto";
import {
  findVrtNode,
  type SaveScopeGroup,
  SCOPE_IDENTIFIER_TAKEN,
  type ScopeVulnerability,
  severityOfVrtNode,
} from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, invalid, notFound } from "../../../http/errors.ts";
import type { ScopeGroupRow } from "../core/program-details.repository.ts";
import { getProgramFor } from "../core/program-loading.ts";
import { payloadOf } from "../core/program-rules.ts";
import type { ProgramRow } from "../core/programs.repository.ts";
import * as repo from "./scope-groups.repository.ts";

/** A program holds at most this many scope groups. */
export const MAX_SCOPE_GROUPS = 100;

/**
 * The stored form of a group after the rules that depend on the program's type (spec §5): vdp groups
 * are named by an identifier unique in the program and take no categories nor vulnerability types;
 * the others need a category, and each listed vulnerability type keeps the taxonomy's severity.
 */
async function valuesFor(
  db: DbOrTx,
  program: ProgramRow,
  input: SaveScopeGroup,
  current: ScopeGroupRow | null,
): Promise<repo.ScopeGroupValues> {
  if (program.type === "vdp") {
    if (input.type.length > 0) throw invalid("type", "Vulnerability disclosure programs have no categories.");
    if (input.scopes.length > 0)
      throw invalid("scopes", "Vulnerability disclosure programs take any vulnerability type.");
    if (await repo.isIdentifierTaken(db, program.id, input.identifier, current?.id)) {
      throw new AppError("conflict", SCOPE_IDENTIFIER_TAKEN);
    }
  } else if (input.type.length === 0) {
    throw invalid("type", "Pick at least one category.");
  }
  // A type kept from the stored group keeps its id, so clients can key on it.
  const kept = new Map((current?.scopes ?? []).map((s) => [s.vrtId, s.id]));
  const scopes: ScopeVulnerability[] = input.scopes.map(({ vrtId }) => {
    const node = findVrtNode(vrtId);
    return { id: kept.get(vrtId) ?? randomUUID(), vrtId, criticality: node ? severityOfVrtNode(node) : null };
  });
  return { types: input.type, identifier: input.identifier, description: input.description, scopes };
}

async function recordScopeChange(db: DbOrTx, actor: Actor, program: ProgramRow, groupId: string) {
  await recordEvent(db, {
    type: "program.updated",
    organizationId: program.organizationId,
    actorId: actor.userId,
    programId: program.id,
    payload: { fields: ["scopeGroups"], scopeGroupId: groupId, ...payloadOf(program) },
  });
}

/** Appends a scope group (the admin and the program's managers). */
export async function createScopeGroup(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  input: SaveScopeGroup,
): Promise<ScopeGroupRow> {
  return ctx.database.db.transaction(async (tx) => {
    // The lock serializes writers of one program, so two creates cannot both find an identifier free.
    const { row } = await getProgramFor(tx, actor, ref, "update", { lock: true });
    const program = row.program;
    if ((await repo.countScopeGroups(tx, program.id)) >= MAX_SCOPE_GROUPS) {
      throw new AppError("conflict", `A program holds at most ${MAX_SCOPE_GROUPS} scope groups.`);
    }
    const group = await repo.createScopeGroup(tx, program.id, await valuesFor(tx, program, input, null));
    await recordScopeChange(tx, actor, program, group.id);
    return group;
  });
}

/** Replaces a scope group's fields; a group of another program is a 404. */
export async function updateScopeGroup(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  groupId: string,
  input: SaveScopeGroup,
): Promise<ScopeGroupRow> {
  return ctx.database.db.transaction(async (tx) => {
    const { row } = await getProgramFor(tx, actor, ref, "update", { lock: true });
    const program = row.program;
    const current = await repo.findScopeGroup(tx, program.id, groupId);
    if (!current) throw notFound("Scope group");
    const updated = await repo.updateScopeGroup(
      tx,
      program.id,
      groupId,
      await valuesFor(tx, program, input, current),
    );
    await recordScopeChange(tx, actor, program, groupId);
    return updated!;
  });
}

export async function deleteScopeGroup(ctx: AppContext, actor: Actor, ref: string, groupId: string) {
  await ctx.database.db.transaction(async (tx) => {
    const { row } = await getProgramFor(tx, actor, ref, "update", { lock: true });
    if (!(await repo.deleteScopeGroup(tx, row.program.id, groupId))) throw notFound("Scope group");
    await recordScopeChange(tx, actor, row.program, groupId);
  });
}
