import { createHash } from "node:crypto";
import {
  type CreateWithdrawal,
  formatCreditAmount,
  type ListMovementsQuery,
  type Movement,
  type MovementKind,
  type Payout,
  type PayoutRecipient,
} from "@bounty/shared";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import * as ledger from "../../ledger/index.ts";
import { type BillingRow, findBilling, findPrivateInfo, type PrivateInfoRow } from "../../users/index.ts";
import * as repo from "./payouts.repository.ts";

export const WITHDRAWAL_KEY_REQUIRED =
  "Send an Idempotency-Key header (a new random value per withdrawal), so a repeated request cannot withdraw twice.";
export const WITHDRAWAL_KEY_REUSED = "This Idempotency-Key was already used for another withdrawal.";
export const WITHDRAWAL_NEEDS_DETAILS =
  "Fill in your private information and your payment method before withdrawing.";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** The spec's completeness rules (spec 1 §5), as the forms enforce them; null when something is missing. */
function recipientOf(info: PrivateInfoRow | null, billing: BillingRow | null): PayoutRecipient | null {
  if (!info || !billing) return null;
  const filled = (s: string) => s.trim() !== "";
  if (![info.name, info.address1, info.postCode, info.city, info.country].every(filled)) return null;
  if (
    billing.type === "paypal" ? !filled(billing.identifier) : !filled(billing.iban) && !filled(billing.other)
  )
    return null;
  return {
    name: info.name,
    address1: info.address1,
    address2: info.address2,
    postCode: info.postCode,
    city: info.city,
    country: info.country,
    method: billing.type,
    paypal: billing.type === "paypal" ? billing.identifier : "",
    iban: billing.type === "bank" ? billing.iban : "",
    bic: billing.type === "bank" ? billing.other : "",
  };
}

/**
 * Which credits a withdrawal draws on: the program's in the path first, then the others, largest
 * first, so that the withdrawal is from the balance (spec 1 §5) as the issue asks, and the path's
 * program still means something: the credit the hunter withdrew from.
 */
function drawOn(
  credits: { id: string; programId: string | null; balance: number }[],
  programId: string,
  amount: number,
) {
  const order = [...credits]
    .filter((c) => c.balance > 0)
    .sort(
      (a, b) =>
        Number(b.programId === programId) - Number(a.programId === programId) || b.balance - a.balance,
    );
  const draws: { accountId: string; amount: number }[] = [];
  let left = amount;
  for (const c of order) {
    if (left === 0) break;
    const take = Math.min(left, c.balance);
    draws.push({ accountId: c.id, amount: take });
    left -= take;
  }
  return draws;
}

/**
 * POST programs/{id}/credits/{userId}/withdrawal (spec 1 §7): the hunter moves yen from their
 * balance into a pending payout, transferred on the next Friday. One database transaction locks
 * every ledger account of the hunter (so two withdrawals, or a withdrawal and a reward's correction,
 * apply one after the other), checks the balance, and writes the payout, its balanced ledger
 * transaction and the `program.credits.withdrawal` event, or nothing. The Idempotency-Key replays.
 */
export async function withdraw(
  ctx: AppContext,
  actor: Actor,
  params: { programId: string; userId: string },
  input: CreateWithdrawal,
  clientKey: string | undefined,
): Promise<{ payout: Payout; replayed: boolean }> {
  // Another hunter's credits are not there for the caller: the same answer as a credit that does not exist.
  if (params.userId !== actor.userId) throw notFound("Credit");
  if (actor.via !== "session")
    throw new AppError("forbidden", "API keys cannot withdraw money; sign in to withdraw.");
  const row = await ctx.database.db.transaction(async (tx) => {
    await ledger.lockAccountsOf(tx, actor.userId);
    const credits = await ledger.listMoneyCredits(tx, actor.userId);
    if (!credits.some((c) => c.programId === params.programId)) throw notFound("Credit");
    if (!clientKey) throw new AppError("bad_request", WITHDRAWAL_KEY_REQUIRED);
    const idempotencyKey = sha256(clientKey);
    const requestHash = sha256(JSON.stringify([params.programId, input.amount]));
    const earlier = await repo.findPayoutByKey(tx, actor.userId, idempotencyKey);
    if (earlier) {
      if (earlier.requestHash !== requestHash) throw new AppError("conflict", WITHDRAWAL_KEY_REUSED);
      return { payout: earlier, replayed: true };
    }
    const recipient = recipientOf(
      await findPrivateInfo(tx, actor.userId),
      await findBilling(tx, actor.userId),
    );
    if (!recipient) throw new AppError("conflict", WITHDRAWAL_NEEDS_DETAILS);
    const balance = credits.reduce((sum, c) => sum + c.balance, 0);
    if (input.amount > balance)
      throw new AppError(
        "conflict",
        `Your balance is ${formatCreditAmount(balance, "money")}: withdraw at most that.`,
      );

    const payout = await repo.insertPayout(tx, {
      userId: actor.userId,
      programId: params.programId,
      amount: input.amount,
      recipient,
      idempotencyKey,
      requestHash,
    });
    const pending = await ledger.getOrCreateAccount(tx, { kind: "payouts", userId: actor.userId });
    const draws = drawOn(credits, params.programId, input.amount);
    await ledger.writeTransaction(tx, {
      kind: ledger.TRANSACTION_KINDS.payoutWithdrawal,
      idempotencyKey: ledger.payoutKey(ledger.TRANSACTION_KINDS.payoutWithdrawal, payout.id),
      entries: [
        ...draws.map((d) => ({ accountId: d.accountId, amount: -d.amount })),
        { accountId: pending.id, amount: input.amount },
      ],
    });
    // The hunter's own business: no organization, so no organization feed, stream or chat shows it.
    await recordEvent(tx, {
      type: "program.credits.withdrawal",
      organizationId: null,
      actorId: actor.userId,
      userId: actor.userId,
      programId: params.programId,
      payload: { payoutId: payout.id, amount: input.amount },
    });
    return { payout, replayed: false };
  });
  return { payout: toPayout(row.payout), replayed: row.replayed };
}

export const toPayout = (p: repo.PayoutRow): Payout => ({
  id: p.id,
  amount: p.amount,
  status: p.status,
  failureReason: p.failureReason,
  createdAt: p.createdAt.toISOString(),
  decidedAt: p.decidedAt?.toISOString() ?? null,
});

function movementKindOf(transactionKind: string, amount: number): MovementKind {
  if (transactionKind === ledger.TRANSACTION_KINDS.payoutWithdrawal) return "withdrawal";
  if (transactionKind === ledger.TRANSACTION_KINDS.payoutReturned) return "payout_returned";
  if (transactionKind === ledger.TRANSACTION_KINDS.reward && amount < 0) return "correction";
  return "reward";
}

/** The owner's history of movements, newest first (GET users/authenticated/movements). */
export async function listMovements(
  ctx: AppContext,
  actor: Actor,
  query: ListMovementsQuery,
): Promise<{ rows: Movement[]; total: number }> {
  const db = ctx.database.db;
  const { rows, total } = await ledger.listMovements(db, actor.userId, query);
  const payoutIdOf = (key: string, kind: string) =>
    kind === ledger.TRANSACTION_KINDS.payoutWithdrawal || kind === ledger.TRANSACTION_KINDS.payoutReturned
      ? key.slice(kind.length + 1)
      : null;
  const payouts = new Map(
    (
      await repo.findPayouts(
        db,
        rows.flatMap((r) => payoutIdOf(r.key, r.kind) ?? []),
      )
    ).map((p) => [p.id, p]),
  );
  const programIdOf = (r: (typeof rows)[number]) => {
    const payoutId = payoutIdOf(r.key, r.kind);
    return payoutId ? (payouts.get(payoutId)?.programId ?? null) : r.programId;
  };
  const programs = new Map(
    (await repo.findProgramNames(db, [...new Set(rows.flatMap((r) => programIdOf(r) ?? []))])).map((p) => [
      p.id,
      p,
    ]),
  );
  return {
    total,
    rows: rows.map((r) => {
      const payoutId = payoutIdOf(r.key, r.kind);
      const payout = payoutId ? payouts.get(payoutId) : undefined;
      const program = programs.get(programIdOf(r) ?? "");
      return {
        id: `${r.id}:${r.system}`,
        kind: movementKindOf(r.kind, r.amount),
        amount: r.amount,
        system: r.system,
        program: program
          ? { slug: program.slug, name: program.name, organizationName: program.organizationName }
          : null,
        payout: payout ? toPayout(payout) : null,
        createdAt: r.createdAt.toISOString(),
      };
    }),
  };
}
