import { createHash } from "node:crypto";
import {
  type CreditSystem,
  formatCreditAmount,
  isRejectedState,
  PROGRAM_STOPPED_TEXT,
  type ReportReward,
} from "@bounty/shared";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { balanceOf, getOrCreateAccount, TRANSACTION_KINDS, writeTransaction } from "../../ledger/index.ts";
import { payloadOf } from "../../programs/index.ts";
import { isProgramStopped, toReportPerson } from "../../reports/index.ts";
import { authorizeReport, reportViewerOf } from "../../standing/index.ts";
import * as repo from "./rewards.repository.ts";

export const IDEMPOTENCY_KEY_REQUIRED =
  "Send an Idempotency-Key header (a new random value per reward), so a repeated request cannot pay twice.";
export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for another reward.";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

type Found = NonNullable<Awaited<ReturnType<typeof repo.findReportForReward>>>;

/**
 * The spec's refusals, in the order a person would want to hear them. A correction (a negative
 * amount) may still take back a reward from a report rejected since, or from a hunter who has joined
 * the organization since.
 */
function refusalOf(found: Found, senderIsMember: boolean, amount: number): string | null {
  const { report, program } = found;
  if (program.type === "vdp") return "Rewards are only for bug bounty and internal programs.";
  if (isProgramStopped(program)) return PROGRAM_STOPPED_TEXT;
  if (!report.senderId) return "This report has no hunter to reward.";
  if (amount < 0) return null;
  if (isRejectedState(report.state)) return "A rejected report cannot be rewarded.";
  if (senderIsMember) return "Members of the organization cannot be rewarded on its programs.";
  return null;
}

/** Bug bounty programs pay in yen whatever the setting says; internal programs pay as they chose. */
const systemOf = (program: Found["program"]): CreditSystem =>
  program.type === "bounty" ? "money" : program.creditSystem;

/**
 * Where a reward's amount comes from: a bug bounty program's budget (locked, and never below zero),
 * an internal point program's points, or, for an internal program paying money (it has no budget,
 * spec 1 §2), the organization's funding account, which the organization settles with the platform.
 */
async function sourceAccountOf(tx: Parameters<typeof balanceOf>[0], found: Found, system: CreditSystem) {
  const { report, program } = found;
  if (system === "point")
    return {
      account: await getOrCreateAccount(tx, { kind: "program_points", programId: report.programId }),
      budget: false,
    };
  if (program.type === "bounty") {
    const account = await getOrCreateAccount(
      tx,
      { kind: "program_budget", programId: report.programId },
      { lock: true },
    );
    return { account, budget: true };
  }
  const account = await getOrCreateAccount(tx, { kind: "funding", organizationId: report.organizationId });
  return { account, budget: false };
}

/**
 * POST reports/{id}/rewards (spec 2 §7): the program's staff reward the report's hunter. One database
 * transaction holds the report row (so one report's rewards and their keys apply one at a time) and,
 * for a bug bounty program, its budget account (so no two rewards spend the same yen); it writes the
 * reward, its balanced ledger transaction and the `report.rewarded` event, or nothing. The same
 * Idempotency-Key with the same body replays the first answer; with another body it is refused.
 */
export async function rewardReport(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
  input: { amount: number; description: string },
  clientKey: string | undefined,
): Promise<{ reward: ReportReward; replayed: boolean }> {
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const viewer = await reportViewerOf(tx, actor);
    const found = await repo.findReportForReward(tx, reportId);
    if (!found) throw notFound("Report");
    authorizeReport(actor, "reward", { viewer, report: found.report });
    if (!clientKey) throw new AppError("bad_request", IDEMPOTENCY_KEY_REQUIRED);
    const idempotencyKey = sha256(clientKey);
    const requestHash = sha256(JSON.stringify([input.amount, input.description]));
    const earlier = await repo.findRewardByKey(tx, reportId, idempotencyKey);
    if (earlier) {
      if (earlier.requestHash !== requestHash) throw new AppError("conflict", IDEMPOTENCY_KEY_REUSED);
      return { rewardId: earlier.id, replayed: true };
    }

    const { report, program } = found;
    const senderIsMember =
      report.senderId !== null &&
      (await repo.isOrganizationMember(tx, report.organizationId, report.senderId));
    const refusal = refusalOf(found, senderIsMember, input.amount);
    if (refusal) throw new AppError("conflict", refusal);
    const hunterId = report.senderId!;
    const system = systemOf(program);
    const amount = input.amount;
    const money = (n: number) => formatCreditAmount(n, system);

    const source = await sourceAccountOf(tx, found, system);
    const hunter = await getOrCreateAccount(
      tx,
      {
        kind: system === "money" ? "hunter_money" : "hunter_points",
        userId: hunterId,
        programId: report.programId,
      },
      { lock: amount < 0 },
    );
    if (amount > 0 && source.budget) {
      const left = await balanceOf(tx, source.account.id);
      if (amount > left)
        throw new AppError(
          "conflict",
          `The program's budget has ${money(left)} left: reward at most that, or raise the budget.`,
        );
    }
    if (amount < 0) {
      const given = await repo.netRewardedOn(tx, reportId);
      if (-amount > given)
        throw new AppError(
          "conflict",
          `This report was given ${money(given)}: a correction cannot take back more.`,
        );
      const held = await balanceOf(tx, hunter.id);
      if (-amount > held)
        throw new AppError(
          "conflict",
          `The hunter holds ${money(held)} from this program: a correction cannot take back more.`,
        );
    }

    const reward = await repo.insertReward(tx, {
      reportId,
      programId: report.programId,
      organizationId: report.organizationId,
      hunterId,
      awardedById: actor.userId,
      amount,
      system,
      description: input.description,
      idempotencyKey,
      requestHash,
    });
    await writeTransaction(tx, {
      kind: TRANSACTION_KINDS.reward,
      idempotencyKey: `${TRANSACTION_KINDS.reward}:${reward.id}`,
      entries: [
        { accountId: source.account.id, amount: -amount },
        { accountId: hunter.id, amount },
      ],
    });
    await recordEvent(tx, {
      type: "report.rewarded",
      organizationId: report.organizationId,
      actorId: actor.userId,
      userId: hunterId,
      programId: report.programId,
      reportId,
      payload: {
        number: report.number,
        rewardId: reward.id,
        amount,
        system,
        description: input.description,
        ...payloadOf(program),
      },
    });
    return { rewardId: reward.id, replayed: false };
  });
  const row = (await repo.findRewardWithAuthor(ctx.database.db, outcome.rewardId))!;
  return { reward: toReportReward(row), replayed: outcome.replayed };
}

export const toReportReward = ({
  reward,
  author,
}: NonNullable<Awaited<ReturnType<typeof repo.findRewardWithAuthor>>>): ReportReward => ({
  id: reward.id,
  amount: reward.amount,
  system: reward.system,
  description: reward.description,
  awardedBy: toReportPerson(author),
  createdAt: reward.createdAt.toISOString(),
});
