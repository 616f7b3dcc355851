import { formatCreditAmount } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { AppError } from "../../../http/errors.ts";
import { balanceOf, getOrCreateAccount, TRANSACTION_KINDS, writeTransaction } from "../../ledger/index.ts";

/**
 * A retest's fee moves through the ledger in two steps, each once (its key names the retest): held
 * from the bug bounty program's budget when asked (the budget locked and never below zero), then
 * paid to the hunter's credit on the program with their answer, or released back to the budget.
 */
export async function holdFee(tx: DbOrTx, programId: string, retestId: string, fee: number): Promise<void> {
  if (fee === 0) return;
  const budget = await getOrCreateAccount(tx, { kind: "program_budget", programId }, { lock: true });
  const left = await balanceOf(tx, budget.id);
  if (fee > left)
    throw new AppError(
      "conflict",
      `The program's budget has ${formatCreditAmount(left, "money")} left: offer at most that, or raise the budget.`,
    );
  const held = await getOrCreateAccount(tx, { kind: "retest_held", programId });
  await writeTransaction(tx, {
    kind: TRANSACTION_KINDS.retestHeld,
    idempotencyKey: `${TRANSACTION_KINDS.retestHeld}:${retestId}`,
    entries: [
      { accountId: budget.id, amount: -fee },
      { accountId: held.id, amount: fee },
    ],
  });
}

export async function payFee(
  tx: DbOrTx,
  r: { programId: string; retestId: string; hunterId: string; fee: number },
): Promise<void> {
  if (r.fee === 0) return;
  const held = await getOrCreateAccount(tx, { kind: "retest_held", programId: r.programId }, { lock: true });
  const hunter = await getOrCreateAccount(tx, {
    kind: "hunter_money",
    userId: r.hunterId,
    programId: r.programId,
  });
  await writeTransaction(tx, {
    kind: TRANSACTION_KINDS.retestPaid,
    idempotencyKey: `${TRANSACTION_KINDS.retestPaid}:${r.retestId}`,
    entries: [
      { accountId: held.id, amount: -r.fee },
      { accountId: hunter.id, amount: r.fee },
    ],
  });
}

export async function releaseFee(
  tx: DbOrTx,
  programId: string,
  retestId: string,
  fee: number,
): Promise<void> {
  if (fee === 0) return;
  const held = await getOrCreateAccount(tx, { kind: "retest_held", programId }, { lock: true });
  const budget = await getOrCreateAccount(tx, { kind: "program_budget", programId });
  await writeTransaction(tx, {
    kind: TRANSACTION_KINDS.retestReleased,
    idempotencyKey: `${TRANSACTION_KINDS.retestReleased}:${retestId}`,
    entries: [
      { accountId: held.id, amount: -fee },
      { accountId: budget.id, amount: fee },
    ],
  });
}
