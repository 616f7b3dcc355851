import { eq } from "drizzle-orm";
import { recordEvent } from "../events/events.repository.ts";
import {
  getOrCreateAccount,
  listMoneyCredits,
  payoutKey,
  TRANSACTION_KINDS,
  writeTransaction,
} from "../modules/ledger/index.ts";
import { decidePayout, insertPayout } from "../modules/rewards/payouts/payouts.repository.ts";
import { upsertBilling, upsertPrivateInfo } from "../modules/users/account.repository.ts";
import type { DbOrTx } from "./client.ts";
import { programs } from "./schema/index.ts";

const NOAH = {
  name: "Noah Williams",
  address1: "4-5-6 Jingumae",
  address2: "Apartment 302",
  postCode: "150-0001",
  city: "Tokyo",
  country: "JP",
};

/**
 * Noah's money after his rewards (seed-reports.ts): his details filled in, ¥100,000 withdrawn and
 * transferred, then ¥30,000 withdrawn and waiting for Friday, so his history and the staff's payout
 * list both have something to show.
 */
export async function seedDemoPayouts(tx: DbOrTx, hunterIds: Map<string, string>): Promise<void> {
  const userId = hunterIds.get("noah")!;
  await upsertPrivateInfo(tx, userId, NOAH);
  await upsertBilling(tx, userId, {
    type: "bank",
    identifier: "",
    iban: "JP12 0001 0002 0003 4567",
    other: "MHCBJPJT",
  });
  const [bounty] = await tx.select().from(programs).where(eq(programs.slug, "acme-bug-bounty"));
  const [credit] = (await listMoneyCredits(tx, userId)).filter((c) => c.programId === bounty!.id);
  const pending = await getOrCreateAccount(tx, { kind: "payouts", userId });
  const recipient = {
    ...NOAH,
    method: "bank" as const,
    paypal: "",
    iban: "JP12 0001 0002 0003 4567",
    bic: "MHCBJPJT",
  };
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  for (const [i, amount] of [100_000, 30_000].entries()) {
    const at = daysAgo(i === 0 ? 6 : 1);
    const payout = await insertPayout(tx, {
      createdAt: at,
      userId,
      programId: bounty!.id,
      amount,
      recipient,
      idempotencyKey: `demo:payout:${i}`,
      requestHash: "demo",
    });
    await writeTransaction(tx, {
      kind: TRANSACTION_KINDS.payoutWithdrawal,
      idempotencyKey: payoutKey(TRANSACTION_KINDS.payoutWithdrawal, payout.id),
      entries: [
        { accountId: credit!.id, amount: -amount },
        { accountId: pending.id, amount },
      ],
      createdAt: at,
    });
    await recordEvent(tx, {
      type: "program.credits.withdrawal",
      organizationId: null,
      actorId: userId,
      userId,
      programId: bounty!.id,
      payload: { payoutId: payout.id, amount },
    });
    if (i > 0) continue;
    const paidOut = await getOrCreateAccount(tx, { kind: "paid_out", userId });
    await writeTransaction(tx, {
      kind: TRANSACTION_KINDS.payoutPaid,
      idempotencyKey: payoutKey(TRANSACTION_KINDS.payoutPaid, payout.id),
      entries: [
        { accountId: pending.id, amount: -amount },
        { accountId: paidOut.id, amount },
      ],
      createdAt: daysAgo(4),
    });
    // The demo has no platform staff account to name.
    await decidePayout(tx, payout.id, { status: "paid", decidedById: null, failureReason: "" });
  }
}
