import type {
  DecideActivationRequest,
  ListStaffActivationRequestsQuery,
  ListStaffOrganizationsQuery,
} from "@bounty/shared";
import { recordEvent } from "../../events/events.repository.ts";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { NEEDS_RECENT_VERIFICATION, sessionProvedFactor } from "../../http/recent-verification.ts";
import {
  closeRequest,
  findProgram,
  findRequestForUpdate,
  payloadOf,
  updateProgram,
} from "../programs/index.ts";
import { hasSecondFactor } from "../security/index.ts";
import { isPlatformStaff, STAFF_REFUSAL, staffCandidateOf } from "../standing/index.ts";
import { findUser } from "../users/index.ts";
import * as repo from "./staff.repository.ts";

/** Refuses anyone but platform staff: API keys and other accounts get a 403. */
export async function assertPlatformStaff(ctx: AppContext, actor: Actor): Promise<void> {
  const user = actor.via === "session" ? await findUser(ctx.database.db, actor.userId) : null;
  if (!isPlatformStaff(ctx.config.PLATFORM_STAFF_EMAILS, staffCandidateOf(actor, user))) {
    throw new AppError("forbidden", STAFF_REFUSAL);
  }
  // Staff mark money paid and read every organization's requests: one stolen mailbox must not do it.
  if (!(await hasSecondFactor(ctx.database.db, actor.userId))) {
    throw new AppError("second_factor_required", STAFF_NEEDS_FACTOR);
  }
  // A session made by its link alone, before the factor existed, proves it once before staff work.
  if (!(await sessionProvedFactor(ctx.database.db, actor.sessionId))) {
    throw new AppError("recent_verification_required", NEEDS_RECENT_VERIFICATION);
  }
}

export const STAFF_NEEDS_FACTOR =
  "Platform staff tools need a second factor. Add a passkey or an authenticator app in Settings → Security, then try again.";

/** Every organization, for approving bug bounty (staff only). */
export async function listOrganizations(ctx: AppContext, actor: Actor, query: ListStaffOrganizationsQuery) {
  await assertPlatformStaff(ctx, actor);
  return repo.listOrganizations(ctx.database.db, { s: query.s }, query);
}

/** Approves (or withdraws approval of) an organization for bounty and internal programs. */
export async function setBountyApproval(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  bountyApproved: boolean,
): Promise<repo.OrganizationWithCounts> {
  await assertPlatformStaff(ctx, actor);
  return ctx.database.db.transaction(async (tx) => {
    const current = await repo.findOrganizationForUpdate(tx, organizationId);
    if (!current) throw notFound("Organization");
    if (current.bountyApproved !== bountyApproved) {
      await repo.setBountyApproved(tx, organizationId, bountyApproved);
      await recordEvent(tx, {
        type: "org.bounty_approval.changed",
        organizationId,
        actorId: actor.userId,
        payload: { bountyApproved },
      });
    }
    return (await repo.findOrganizationWithCounts(tx, organizationId))!;
  });
}

export async function listActivationRequests(
  ctx: AppContext,
  actor: Actor,
  query: ListStaffActivationRequestsQuery,
) {
  await assertPlatformStaff(ctx, actor);
  return repo.listActivationRequests(ctx.database.db, query.status, query);
}

/**
 * Approves (publishes the program: activated, open) or rejects a pending vdp activation request;
 * the requester hears of it by the event's mail. The program row is locked before the request, as the organization's
 * own request and cancel do, so the two never wait on each other crosswise.
 */
export async function decideActivationRequest(
  ctx: AppContext,
  actor: Actor,
  id: string,
  decision: DecideActivationRequest,
): Promise<repo.StaffRequestRow> {
  await assertPlatformStaff(ctx, actor);
  const decided = await ctx.database.db.transaction(async (tx) => {
    const found = await repo.findActivationRequest(tx, id);
    if (!found) throw notFound("Activation request");
    const program = (await findProgram(tx, found.program.id, { lock: true }))!.program;
    const request = await findRequestForUpdate(tx, id);
    if (request?.status !== "pending") {
      throw new AppError("conflict", "This activation request is no longer pending.");
    }
    const approved = decision.decision === "approve";
    const updated = approved
      ? await updateProgram(tx, program.id, {
          activated: true,
          firstActivatedAt: program.firstActivatedAt ?? new Date(),
          status: "open",
        })
      : program;
    await closeRequest(tx, id, {
      status: approved ? "approved" : "rejected",
      decidedBy: actor.userId,
      reason: decision.decision === "reject" ? decision.reason : "",
    });
    await recordEvent(tx, {
      type: approved ? "program.activation.approved" : "program.activation.rejected",
      organizationId: program.organizationId,
      actorId: actor.userId,
      programId: program.id,
      payload: {
        requestId: id,
        ...(decision.decision === "reject" ? { reason: decision.reason } : {}),
        ...payloadOf(updated),
      },
    });
    return (await repo.findActivationRequest(tx, id))!;
  });
  return decided;
}
