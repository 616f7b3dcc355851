import { createHash, randomUUID } from "node:crypto";
import type { ProgramBalance } from "@bounty/shared";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError } from "../../../http/errors.ts";
import * as ledger from "../../ledger/index.ts";
import { getProgramFor } from "../core/program-loading.ts";
import { payloadOf } from "../core/program-rules.ts";

/** A program's budget and what was spent (members of the owning organization). */
export async function getProgramBalance(ctx: AppContext, actor: Actor, ref: string): Promise<ProgramBalance> {
  const { row } = await getProgramFor(ctx.database.db, actor, ref, "readBudget");
  return ledger.readProgramBalance(ctx.database.db, row.program.id);
}

/**
 * The idempotency key of a budget write: scoped to the program, the client's key hashed (any
 * characters, fixed length), and the requested budget last so a replay can be told from a reuse.
 */
const keyPrefixOf = (programId: string, clientKey: string) =>
  `${ledger.TRANSACTION_KINDS.budget}:${programId}:${createHash("sha256").update(clientKey).digest("hex")}:`;

/**
 * Sets a bug bounty program's budget (the admin only, spec §5): one ledger transaction moves the
 * difference between the organization's funding account and the program's budget account. The
 * budget account row is locked first, so concurrent writes apply one after the other.
 */
export async function updateProgramBalance(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  budget: number,
  clientKey: string | undefined,
): Promise<ProgramBalance> {
  return ctx.database.db.transaction(async (tx) => {
    const { row } = await getProgramFor(tx, actor, ref, "fund");
    const program = row.program;
    if (program.type !== "bounty") throw new AppError("conflict", "Only bug bounty programs have a budget.");
    const account = await ledger.getOrCreateAccount(
      tx,
      { kind: "program_budget", programId: program.id },
      { lock: true },
    );
    const prefix = keyPrefixOf(program.id, clientKey ?? randomUUID());
    if (clientKey !== undefined) {
      const [used] = await ledger.listTransactionKeysWithPrefix(tx, prefix);
      if (used !== undefined) {
        if (used !== `${prefix}${budget}`) {
          throw new AppError("conflict", "This Idempotency-Key was already used for another budget.");
        }
        return ledger.readProgramBalance(tx, program.id);
      }
    }
    const previous = await ledger.readProgramBalance(tx, program.id);
    if (budget < previous.budgetSpent) {
      throw new AppError(
        "conflict",
        `The budget cannot be lower than what was already spent (${previous.budgetSpent}).`,
      );
    }
    const delta = budget - previous.budget;
    // A client's key is recorded even for no change, so its replay stays a replay.
    if (delta !== 0 || clientKey !== undefined) {
      const funding = await ledger.getOrCreateAccount(tx, {
        kind: "funding",
        organizationId: program.organizationId,
      });
      await ledger.writeTransaction(tx, {
        kind: ledger.TRANSACTION_KINDS.budget,
        idempotencyKey: `${prefix}${budget}`,
        entries:
          delta === 0
            ? []
            : [
                { accountId: funding.id, amount: -delta },
                { accountId: account.id, amount: delta },
              ],
      });
    }
    if (delta !== 0) {
      await recordEvent(tx, {
        // Spec 2 §3's charge: funding in (or back out) of the budget, the spending's counterpart.
        type: "program.credits.charge",
        organizationId: program.organizationId,
        actorId: actor.userId,
        programId: program.id,
        payload: { amount: delta, budget, previous: previous.budget, ...payloadOf(program) },
      });
    }
    return { budget, budgetSpent: previous.budgetSpent };
  });
}
