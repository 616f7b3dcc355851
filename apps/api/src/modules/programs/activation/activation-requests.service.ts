import { isUniqueViolation } from "../../../db/errors.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError } from "../../../http/errors.ts";
import { getProgramFor } from "../core/program-loading.ts";
import { assertStartable, payloadOf } from "../core/program-rules.ts";
import { startChecksOf } from "../core/programs.service.ts";
import * as requests from "./activation-requests.repository.ts";

const PENDING = "An activation request is already pending.";

/** The program's latest activation request (members of the owning organization), or null. */
export async function getActivationRequest(
  ctx: AppContext,
  actor: Actor,
  ref: string,
): Promise<requests.ActivationRequestRow | null> {
  const { row } = await getProgramFor(ctx.database.db, actor, ref, "readActivationRequest");
  return requests.findLatestRequest(ctx.database.db, row.program.id);
}

/**
 * Asks platform staff to publish a vdp program (spec §4): the admin or a program manager, once
 * every tab Start needs is complete, one pending request at a time.
 */
export async function requestActivation(
  ctx: AppContext,
  actor: Actor,
  ref: string,
): Promise<requests.ActivationRequestRow> {
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const { row } = await getProgramFor(tx, actor, ref, "activate", { lock: true });
      const program = row.program;
      if (program.type !== "vdp") {
        throw new AppError(
          "conflict",
          "Only vulnerability disclosure programs request activation; start this program instead.",
        );
      }
      if (program.activated) throw new AppError("conflict", "The program is already published.");
      assertStartable(await startChecksOf(tx, program));
      if (await requests.findPendingRequest(tx, program.id)) throw new AppError("conflict", PENDING);
      const request = await requests.createRequest(tx, program.id, actor.userId);
      await recordEvent(tx, {
        type: "program.activation.requested",
        organizationId: program.organizationId,
        actorId: actor.userId,
        programId: program.id,
        payload: { requestId: request.id, ...payloadOf(program) },
      });
      return request;
    });
  } catch (e) {
    // Two requests at once: the partial unique index lets one through.
    if (isUniqueViolation(e)) throw new AppError("conflict", PENDING);
    throw e;
  }
}

/** Withdraws the pending request (the admin or a program manager). */
export async function cancelActivationRequest(
  ctx: AppContext,
  actor: Actor,
  ref: string,
): Promise<requests.ActivationRequestRow> {
  return ctx.database.db.transaction(async (tx) => {
    const { row } = await getProgramFor(tx, actor, ref, "activate", { lock: true });
    const program = row.program;
    const pending = await requests.findPendingRequest(tx, program.id);
    if (!pending) throw new AppError("conflict", "No activation request is pending.");
    const cancelled = await requests.closeRequest(tx, pending.id, {
      status: "cancelled",
      decidedBy: actor.userId,
    });
    await recordEvent(tx, {
      type: "program.activation.cancelled",
      organizationId: program.organizationId,
      actorId: actor.userId,
      programId: program.id,
      payload: { requestId: pending.id, ...payloadOf(program) },
    });
    return cancelled;
  });
}
