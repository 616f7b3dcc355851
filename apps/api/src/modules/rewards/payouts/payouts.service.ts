import type { DecidePayout, ListStaffPayoutsQuery, StaffPayout } from "@bounty/shared";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { requireRecentVerification } from "../../../http/recent-verification.ts";
import { CSV_BOM, csvLine } from "../../../lib/csv.ts";
import * as ledger from "../../ledger/index.ts";
import { assertPlatformStaff } from "../../staff/index.ts";
import * as repo from "./payouts.repository.ts";
import { toPayout } from "./withdrawals.service.ts";

type PayoutWithUser = NonNullable<Awaited<ReturnType<typeof repo.findPayoutWithUser>>>;

export const toStaffPayout = ({ payout, user }: PayoutWithUser): StaffPayout => ({
  ...toPayout(payout),
  user: user ? { id: user.id, username: user.username, email: user.email } : null,
  recipient: payout.recipient,
});

/** Payouts of one status (pending by default, oldest first), with where to send them (platform staff). */
export async function listPayouts(ctx: AppContext, actor: Actor, query: ListStaffPayoutsQuery) {
  await assertPlatformStaff(ctx, actor);
  const { rows, total } = await repo.listPayouts(ctx.database.db, { status: query.status }, query);
  return { rows: rows.map(toStaffPayout), total };
}

export const PAYOUT_CSV_COLUMNS = [
  "Payout",
  "Requested at",
  "Amount (JPY)",
  "Username",
  "E-mail",
  "Name",
  "Address line 1",
  "Address line 2",
  "Postcode",
  "City",
  "Country",
  "Method",
  "PayPal",
  "IBAN",
  "BIC/Swift/IFSC",
] as const;

/**
 * The week's batch for the Friday transfer (spec 1 §9): every pending payout, oldest first, as CSV
 * (UTF-8 with a byte order mark, formulas neutralized). Paid and failed ones are out of it.
 */
export async function exportPendingPayouts(ctx: AppContext, actor: Actor): Promise<string> {
  await assertPlatformStaff(ctx, actor);
  // Every pending hunter's bank details in one file.
  await requireRecentVerification(ctx, actor);
  const { rows } = await repo.listPayouts(ctx.database.db, { status: "pending" }, null);
  const lines = rows.map(({ payout: p, user }) => {
    const r = p.recipient;
    return csvLine([
      p.id,
      p.createdAt.toISOString(),
      p.amount,
      user?.username ?? null,
      user?.email ?? null,
      r.name,
      r.address1,
      r.address2,
      r.postCode,
      r.city,
      r.country,
      r.method,
      r.paypal,
      r.iban,
      r.bic,
    ]);
  });
  return CSV_BOM + csvLine([...PAYOUT_CSV_COLUMNS]) + lines.join("");
}

/**
 * Staff record a pending payout's outcome. Paid: the money leaves the payouts account for the
 * hunter's paid_out account. Failed: it returns to the very credits the withdrawal took it from. One
 * transaction with the payout row locked, so a payout is decided once.
 */
export async function decidePayout(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: DecidePayout,
): Promise<StaffPayout> {
  await assertPlatformStaff(ctx, actor);
  await requireRecentVerification(ctx, actor);
  await ctx.database.db.transaction(async (tx) => {
    const payout = await repo.findPayout(tx, id, { lock: true });
    if (!payout) throw notFound("Payout");
    if (payout.status !== "pending")
      throw new AppError("conflict", `This payout was already marked ${payout.status}.`);
    if (!payout.userId) throw new AppError("conflict", "This payout's hunter is gone; it cannot change.");
    const pending = await ledger.getOrCreateAccount(tx, { kind: "payouts", userId: payout.userId });
    if (input.status === "paid") {
      const paidOut = await ledger.getOrCreateAccount(tx, { kind: "paid_out", userId: payout.userId });
      await ledger.writeTransaction(tx, {
        kind: ledger.TRANSACTION_KINDS.payoutPaid,
        idempotencyKey: ledger.payoutKey(ledger.TRANSACTION_KINDS.payoutPaid, payout.id),
        entries: [
          { accountId: pending.id, amount: -payout.amount },
          { accountId: paidOut.id, amount: payout.amount },
        ],
      });
    } else {
      const withdrawal = ledger.payoutKey(ledger.TRANSACTION_KINDS.payoutWithdrawal, payout.id);
      const taken = (await ledger.entriesOfTransaction(tx, withdrawal)).filter(
        (e) => e.kind === "hunter_money",
      );
      await ledger.writeTransaction(tx, {
        kind: ledger.TRANSACTION_KINDS.payoutReturned,
        idempotencyKey: ledger.payoutKey(ledger.TRANSACTION_KINDS.payoutReturned, payout.id),
        entries: [
          { accountId: pending.id, amount: -payout.amount },
          ...taken.map((e) => ({ accountId: e.accountId, amount: -e.amount })),
        ],
      });
    }
    await repo.decidePayout(tx, payout.id, {
      status: input.status,
      decidedById: actor.userId,
      failureReason: input.status === "failed" ? input.reason : "",
    });
    // The hunter hears of it through the event's mail (notifications), which commits with it.
    const facts = { organizationId: null, actorId: actor.userId, userId: payout.userId, programId: null };
    const payload = { payoutId: payout.id, amount: payout.amount };
    if (input.status === "paid") await recordEvent(tx, { ...facts, type: "user.payout.paid", payload });
    else
      await recordEvent(tx, {
        ...facts,
        type: "user.payout.failed",
        payload: { ...payload, reason: input.reason },
      });
  });
  return toStaffPayout((await repo.findPayoutWithUser(ctx.database.db, id))!);
}
