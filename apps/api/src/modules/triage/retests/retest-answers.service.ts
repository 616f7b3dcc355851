import { type AnswerRetest, type Retest, TRIAGE_SUMMARY_MAX } from "@bounty/shared";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError } from "../../../http/errors.ts";
import * as triageRepo from "../triage.repository.ts";
import { writeStep } from "../triage-actions.service.ts";
import { payFee, releaseFee } from "./retest-money.ts";
import * as repo from "./retests.repository.ts";
import {
  RETEST_KEY_REQUIRED,
  readRetest,
  recordRetestEvent,
  refuseStep,
  retestDeadline,
  retestForChange,
  sha256,
} from "./retests.service.ts";

export const RETEST_ANSWERED = "This retest was already answered.";
export const RETEST_ANSWER_KEY_REUSED = "This Idempotency-Key was already used for another answer.";

const refuseUnless = (ok: boolean, message: string) => {
  if (!ok) throw new AppError("conflict", message);
};

/** POST retests/{id}/accept: the hunter takes the retest on, and has RETEST_DAYS to answer. */
export async function acceptRetest(ctx: AppContext, actor: Actor, retestId: string): Promise<Retest> {
  await ctx.database.db.transaction(async (tx) => {
    const found = await retestForChange(tx, actor, retestId, "accept");
    refuseStep("accept", found.retest);
    const now = new Date();
    const expiresAt = retestDeadline(now);
    await repo.updateRetest(tx, retestId, { status: "accepted", acceptedAt: now, expiresAt });
    await recordRetestEvent(tx, actor, found, "report.retest.accepted", {
      expiresAt: expiresAt.toISOString(),
    });
  });
  return readRetest(ctx.database.db, retestId, "hunter");
}

/** POST retests/{id}/decline: the hunter will not retest; the held fee returns to the budget. */
export async function declineRetest(ctx: AppContext, actor: Actor, retestId: string): Promise<Retest> {
  await ctx.database.db.transaction(async (tx) => {
    const found = await retestForChange(tx, actor, retestId, "decline");
    refuseStep("decline", found.retest);
    await repo.updateRetest(tx, retestId, { status: "declined", closedAt: new Date() });
    await releaseFee(tx, found.report.programId, retestId, found.retest.fee);
    await recordRetestEvent(tx, actor, found, "report.retest.declined", {});
  });
  return readRetest(ctx.database.db, retestId, "hunter");
}

/**
 * POST retests/{id}/answer: the hunter's result, with evidence. One transaction (the report and the
 * retest locked) records it, pays the held fee to the hunter's credit once, and moves the flow:
 * "fixed" takes the vulnerability to review.resolved for the triagers (when it still stands at
 * remediate); "not fixed" leaves it at remediate, for the organization to fix again. The same
 * Idempotency-Key with the same answer replays it; the retest is answered once.
 */
export async function answerRetest(
  ctx: AppContext,
  actor: Actor,
  retestId: string,
  input: Required<AnswerRetest>,
  clientKey: string | undefined,
): Promise<{ retest: Retest; replayed: boolean }> {
  const replayed = await ctx.database.db.transaction(async (tx) => {
    const found = await retestForChange(tx, actor, retestId, "answer");
    if (!clientKey) throw new AppError("bad_request", RETEST_KEY_REQUIRED);
    const answerKey = sha256(clientKey);
    const { retest, report } = found;
    if (retest.answerKey !== null) {
      refuseUnless(retest.answerKey === answerKey, RETEST_ANSWERED);
      const same = retest.status === input.outcome && retest.evidence === input.evidence;
      refuseUnless(same, RETEST_ANSWER_KEY_REUSED);
      return true;
    }
    refuseStep("answer", retest);
    await repo.updateRetest(tx, retestId, {
      status: input.outcome,
      evidence: input.evidence,
      answerKey,
      closedAt: new Date(),
    });
    await payFee(tx, { programId: report.programId, retestId, hunterId: actor.userId, fee: retest.fee });
    await recordRetestEvent(tx, actor, found, "report.retest.answered", {
      outcome: input.outcome,
      fee: retest.fee,
    });
    if (input.outcome === "fixed") {
      const stage = await triageRepo.findStage(tx, report.id);
      const row = await triageRepo.findVulnerability(tx, report.id);
      if (stage?.lastAction === "remediate" && row) {
        const summary = `Retest by the hunter: fixed.\n\n${input.evidence}`.slice(0, TRIAGE_SUMMARY_MAX);
        await writeStep(tx, actor, row, stage.sequence, { type: "review.resolved", summary });
      }
    }
    return false;
  });
  return { retest: await readRetest(ctx.database.db, retestId, "hunter"), replayed };
}
