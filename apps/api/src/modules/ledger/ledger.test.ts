// The ledger's guards (ARCHITECTURE "Money"): the database refuses to rewrite history or to commit a
// transaction that does not sum to zero, and the reconciliation finds any balance below zero.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from "../../db/schema/index.ts";
import { buildUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { creditHunterMoney } from "../users/users.fixtures.ts";
import { refusalOf } from "./ledger.fixtures.ts";
import { reconcileLedger, runLedgerReconciliation } from "./reconciliation.ts";

let t: TestApp;
const db = () => t.ctx.database.db;

beforeAll(async () => {
  t = await createTestApp({ WORKER: "false" });
});
afterAll(async () => t.close());

describe("the ledger in the database", () => {
  it("refuses to update, delete or truncate entries and transactions", async () => {
    const user = await buildUser(db());
    const { hunterAccountId } = await creditHunterMoney(db(), user.id, 5_000);
    const [entry] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, hunterAccountId));
    expect(
      await refusalOf(() =>
        db().update(ledgerEntries).set({ amount: 50_000 }).where(eq(ledgerEntries.id, entry!.id)),
      ),
    ).toContain("the ledger is append-only: UPDATE on ledger_entries is refused");
    expect(
      await refusalOf(() => db().delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))),
    ).toContain("DELETE on ledger_entries");
    expect(
      await refusalOf(() =>
        db().delete(ledgerTransactions).where(eq(ledgerTransactions.id, entry!.transactionId)),
      ),
    ).toContain("DELETE on ledger_transactions");
    expect(
      await refusalOf(() =>
        db()
          .update(ledgerTransactions)
          .set({ kind: "forged" })
          .where(eq(ledgerTransactions.id, entry!.transactionId)),
      ),
    ).toContain("UPDATE on ledger_transactions");
    expect(await refusalOf(() => db().execute(sql`truncate ledger_entries`))).toContain(
      "TRUNCATE on ledger_entries",
    );
    const [still] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.id, entry!.id));
    expect(still!.amount).toBe(5_000);
  });

  it("refuses at commit a transaction whose entries do not sum to zero, and keeps none of it", async () => {
    const user = await buildUser(db());
    const [account] = await db()
      .insert(ledgerAccounts)
      .values({ kind: "hunter_money", userId: user.id })
      .returning();
    const failure = await refusalOf(() =>
      db().transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ kind: "forged", idempotencyKey: "one-sided" })
          .returning();
        await tx
          .insert(ledgerEntries)
          .values({ transactionId: row!.id, accountId: account!.id, amount: 1_000_000 });
      }),
    );
    expect(failure).toContain("does not sum to zero");
    expect(
      await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, "one-sided")),
    ).toEqual([]);
  });
});

describe("the reconciliation", () => {
  it("finds balanced books clean, and names an account below zero", async () => {
    expect(await reconcileLedger(db())).toEqual({ unbalanced: [], negative: [], history: [] });
    const user = await buildUser(db());
    // Balanced, yet it takes a hunter below zero: only the reconciliation can see that.
    const { hunterAccountId } = await creditHunterMoney(db(), user.id, -700);
    expect(await reconcileLedger(db())).toEqual({
      unbalanced: [],
      negative: [{ accountId: hunterAccountId, kind: "hunter_money", balance: -700 }],
      history: [],
    });
  });

  it("finds a history that does not add up to the ledger", async () => {
    const user = await buildUser(db());
    const { transactionId } = await creditHunterMoney(db(), user.id, 500);
    // The trigger wrote the movement with the entries; a hand-made one makes the history lie. The
    // history is append-only too, so the lie is rolled back rather than deleted.
    const lie = new Error("roll back the hand-made movement");
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(
          sql`insert into credit_movements (transaction_id, user_id, system, amount) values (${transactionId}, ${user.id}, 'point', 40)`,
        );
        expect((await reconcileLedger(tx)).history).toEqual([
          { userId: user.id, system: "point", ledger: 0, history: 40 },
        ]);
        throw lie;
      }),
    ).rejects.toBe(lie);
  });

  it("logs what it finds when the worker runs it", async () => {
    const log = { error: vi.fn(), info: vi.fn() };
    await runLedgerReconciliation(db(), log);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![0].findings.negative).toHaveLength(1);
    expect(log.error.mock.calls[0]![1]).toBe("ledger does not reconcile");
    expect(log.info).not.toHaveBeenCalled();
  });
});
