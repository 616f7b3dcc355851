import {
  type BulkTriageAction,
  type CreateTriageAction,
  type CreateTriageMessage,
  isTerminalTriageAction,
  nextTriageActions,
  reportStateAfterTriage,
  type TriageActionType,
  type TriageVulnerability,
  triageFlow,
  triageSideOf,
} from "@bounty/shared";
import type { DbOrTx } from "../../db/client.ts";
import { recordEvent } from "../../events/events.repository.ts";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { payloadOf } from "../programs/index.ts";
import { changeReport, markSeen } from "../reports/index.ts";
import { reportViewerOf } from "../standing/index.ts";
import { flowAllows, SIDE_REFUSALS, sideTakes } from "./triage.policy.ts";
import * as repo from "./triage.repository.ts";
import { loadVulnerability, readVulnerability } from "./triage.service.ts";

/** The hunter reads why their report was closed as not applicable; the triage summary stays inside. */
export const INVALID_REASON = "The triage team could not verify this finding as a vulnerability.";

/** Who takes the step after this one: the side of its first next step, none once the flow ended. */
const nextSideOf = (type: TriageActionType) => {
  const first = triageFlow[type][0];
  return first ? triageSideOf[first] : null;
};

function refuseStep(last: TriageActionType | null, type: TriageActionType, which = ""): never {
  const allowed = nextTriageActions(last);
  throw new AppError(
    "conflict",
    which +
      (last !== null && isTerminalTriageAction(last)
        ? `This vulnerability's triage has ended (${last}): no step follows.`
        : `"${type}" cannot follow ${last ?? "the initial triage step"}: take one of ${allowed.join(", ")}.`),
  );
}

/** The report's own state follows the step, through the report's one change path (its events and mails). */
async function followWithReport(
  tx: DbOrTx,
  actor: Actor,
  row: repo.VulnerabilityRow,
  type: TriageActionType,
) {
  const to = reportStateAfterTriage[type];
  // Triaging reads the report: it moves a new one to checked, never an assessed one back.
  if (to === null || to === row.state || (type === "triage" && row.state !== "new")) return;
  const viewer = await reportViewerOf(tx, actor);
  // The step's side was checked above; the report's change runs as the program's staff would.
  const asStaff = { ...viewer, managedProgramIds: [...viewer.managedProgramIds, row.programId] };
  await changeReport(tx, actor, asStaff, row.id, {
    state: to,
    ...(to === "not_applicable" ? { reason: INVALID_REASON } : {}),
  });
}

/**
 * One step of the flow inside the caller's transaction. The report is locked, so of two steps racing
 * from the same stage the second reads the first's result and is refused when the flow no longer
 * allows it; the (report, sequence) key holds even without the lock. `programId`, when given, must be
 * the report's program (a bulk step names its program).
 */
async function takeStep(
  tx: DbOrTx,
  actor: Actor,
  reportId: string,
  input: CreateTriageAction,
  programId?: string,
) {
  const { row, sides } = await loadVulnerability(tx, actor, reportId, true);
  if (programId !== undefined && row.programId !== programId) throw notFound("Vulnerability");
  const stage = await repo.findStage(tx, reportId);
  const last = stage?.lastAction ?? null;
  if (!flowAllows(last, input.type))
    refuseStep(last, input.type, programId === undefined ? "" : `#${row.number}: `);
  if (!sideTakes(sides, input.type)) throw new AppError("forbidden", SIDE_REFUSALS[triageSideOf[input.type]]);
  await writeStep(tx, actor, row, stage?.sequence ?? 0, input);
  return row.programId;
}

/**
 * Writes a step the flow allows after the stage at `sequence`: the action, the report's own state,
 * and the event. The caller holds the report's lock and checked who may take it.
 */
export async function writeStep(
  tx: DbOrTx,
  actor: Actor,
  row: repo.VulnerabilityRow,
  lastSequence: number,
  input: CreateTriageAction,
) {
  const reportId = row.id;
  const sequence = lastSequence + 1;
  await repo.insertAction(tx, {
    reportId,
    programId: row.programId,
    sequence,
    type: input.type,
    summary: input.summary,
    userId: actor.userId,
  });
  await followWithReport(tx, actor, row, input.type);
  // A step is taken by someone who read the report (a first step from the triage page opened none).
  await markSeen(tx, reportId);
  await recordEvent(tx, {
    type: "report.triage.action",
    organizationId: row.organizationId,
    actorId: actor.userId,
    userId: row.senderId,
    programId: row.programId,
    reportId,
    payload: {
      number: row.number,
      type: input.type,
      sequence,
      next: nextSideOf(input.type),
      ...payloadOf(row),
    },
  });
}

/** POST triage/{id}/actions: one step of the flow on one vulnerability. */
export async function takeTriageAction(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
  input: CreateTriageAction,
): Promise<TriageVulnerability> {
  const programId = await ctx.database.db.transaction((tx) => takeStep(tx, actor, reportId, input));
  // The step's event drops the dashboard's kept answers when it reaches the bus; the page that took
  // the step refetches before that, so this instance drops them now.
  ctx.publicCache.drop(programId);
  return readVulnerability(ctx.database.db, actor, reportId);
}

/**
 * POST triage/{id}/actions/bulk: the same step on several of a program's vulnerabilities (the
 * table's selection), all or none: each goes through the single step's checks, locked in id order so
 * two bulk steps over the same reports wait for each other instead of deadlocking.
 */
export async function takeBulkTriageAction(
  ctx: AppContext,
  actor: Actor,
  programId: string,
  input: BulkTriageAction,
): Promise<number> {
  const ids = [...new Set(input.reports)].sort();
  await ctx.database.db.transaction(async (tx) => {
    for (const id of ids)
      await takeStep(tx, actor, id, { type: input.type, summary: input.summary }, programId);
  });
  ctx.publicCache.drop(programId);
  return ids.length;
}

/** POST triage/{id}/messages: the triage team and the organization write to each other; the hunter never reads it. */
export async function postTriageMessage(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
  input: CreateTriageMessage,
): Promise<TriageVulnerability> {
  const programId = await ctx.database.db.transaction(async (tx) => {
    const { row } = await loadVulnerability(tx, actor, reportId);
    await repo.insertMessage(tx, reportId, actor.userId, input.content);
    return row.programId;
  });
  // A message tells no event, and the dashboard's recent messages are cached under the program.
  ctx.publicCache.drop(programId);
  return readVulnerability(ctx.database.db, actor, reportId);
}
