import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { itRaces } from "../../../test/races.ts";
import { readProgramBalance } from "../../ledger/index.ts";
import { expectLedgerReconciles } from "../../ledger/ledger.fixtures.ts";
import { eventsOfProgram } from "../activation/activation.fixtures.ts";
import {
  buildPartsWorld,
  freshProgram,
  headersFor,
  type PartsWorld,
  walk,
} from "../core/program-parts.fixtures.ts";

let t: TestApp;
let w: PartsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPartsWorld(t);
});
afterAll(async () => t.close());
// Whatever a test did to the money, the books still balance and no budget is below zero.
afterEach(async () => expectLedgerReconciles(t.ctx.database.db));

const url = (id: string) => `/api/programs/${id}/balance`;
const setBudget = (id: string, payload: unknown, headers: Record<string, string> = w.admin.headers) =>
  t.app.inject({ method: "PUT", url: url(id), headers, payload: payload as object });
const db = () => t.ctx.database.db;

/** Every entry of the program's budget account and of the organization's funding account. */
async function booksOf(programId: string) {
  const rows = await db()
    .select({ kind: ledgerAccounts.kind, amount: ledgerEntries.amount, txKind: ledgerTransactions.kind })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(sql`${ledgerAccounts.programId} = ${programId} or ${ledgerEntries.transactionId} in (
      select e.transaction_id from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.program_id = ${programId})`);
  return rows;
}

const amountsOf = (books: { kind: string; amount: number }[], kind: string) =>
  books
    .filter((e) => e.kind === kind)
    .map((e) => e.amount)
    .sort((x, y) => x - y);

/** Spends from the budget account as a reward would (issue 6), so "spent" is not zero. */
async function spend(programId: string, amount: number) {
  const [account] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.programId, programId));
  const [payouts] = await db().insert(ledgerAccounts).values({ kind: "payouts" }).returning();
  const [tx] = await db()
    .insert(ledgerTransactions)
    .values({ kind: "report.reward", idempotencyKey: `test-${programId}-${amount}` })
    .returning();
  await db()
    .insert(ledgerEntries)
    .values([
      { transactionId: tx!.id, accountId: account!.id, amount: -amount },
      { transactionId: tx!.id, accountId: payouts!.id, amount },
    ]);
}

describe("program budget", () => {
  it("starts at zero, then moves the difference from funding to the budget, one event per change", async () => {
    const { program } = await freshProgram(t, w);
    expect((await t.app.inject({ url: url(program.id), headers: w.member.headers })).json()).toEqual({
      data: { budget: 0, budgetSpent: 0 },
    });
    expect((await setBudget(program.id, { budget: 500_000 })).json().data).toEqual({
      budget: 500_000,
      budgetSpent: 0,
    });
    expect((await setBudget(program.id, { budget: 200_000 })).json().data.budget).toBe(200_000);
    const books = await booksOf(program.id);
    expect(books.reduce((s, e) => s + e.amount, 0)).toBe(0);
    expect(amountsOf(books, "program_budget")).toEqual([-300_000, 500_000]);
    expect(amountsOf(books, "funding")).toEqual([-500_000, 300_000]);
    expect(books.every((e) => e.txKind === "program.budget")).toBe(true);
    const events = await eventsOfProgram(db(), program.id);
    expect(events.map((e) => [e.type, e.payload.amount, e.payload.budget, e.payload.previous])).toEqual([
      ["program.credits.charge", 500_000, 500_000, 0],
      ["program.credits.charge", -300_000, 200_000, 500_000],
    ]);
    const detail = await t.app.inject({ url: `/api/programs/${program.id}`, headers: w.admin.headers });
    expect(detail.json().data.checks.budget).toBe(true);
    expect(detail.json().abilities.fund).toBe(true);
  });

  it("turns a negative budget into 0 and writes nothing for no change", async () => {
    const { program } = await freshProgram(t, w);
    const res = await setBudget(program.id, { budget: -50 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.budget).toBe(0);
    expect(await booksOf(program.id)).toEqual([]);
    expect(await eventsOfProgram(db(), program.id)).toEqual([]);
  });

  it("refuses a budget below what was already spent, naming the amount", async () => {
    const { program } = await freshProgram(t, w);
    await setBudget(program.id, { budget: 100_000 });
    await spend(program.id, 30_000);
    const res = await setBudget(program.id, { budget: 20_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("The budget cannot be lower than what was already spent (30000).");
    expect(await readProgramBalance(db(), program.id)).toEqual({ budget: 100_000, budgetSpent: 30_000 });
    expect((await setBudget(program.id, { budget: 30_000 })).json().data).toEqual({
      budget: 30_000,
      budgetSpent: 30_000,
    });
  });

  it.each([
    [{ budget: 1.5 }, "budget: Enter a whole amount."],
    [{ budget: "100" }, "budget: Enter a whole amount."],
    [{ budget: 2_000_000_000_000 }, "budget: That amount is too large."],
    [{ budget: 1, extra: true }, null],
  ])("refuses %j with a 400 and writes nothing", async (payload, message) => {
    const { program } = await freshProgram(t, w);
    const res = await setBudget(program.id, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.message).toBe(message);
    expect(await booksOf(program.id)).toEqual([]);
  });

  it.each(["vdp", "internal"] as const)("refuses a budget for %s programs", async (type) => {
    const { program } = await freshProgram(t, w, { type });
    const res = await setBudget(program.id, { budget: 1_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Only bug bounty programs have a budget.");
    expect(await booksOf(program.id)).toEqual([]);
  });

  it("answers a replay of the same Idempotency-Key without writing; another amount under it is a 409", async () => {
    const { program } = await freshProgram(t, w);
    const headers = { ...w.admin.headers, "idempotency-key": "budget-42" };
    expect((await setBudget(program.id, { budget: 40_000 }, headers)).json().data.budget).toBe(40_000);
    const replay = await setBudget(program.id, { budget: 40_000 }, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ budget: 40_000, budgetSpent: 0 });
    const other = await setBudget(program.id, { budget: 50_000 }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe("This Idempotency-Key was already used for another budget.");
    expect((await booksOf(program.id)).filter((e) => e.kind === "program_budget")).toHaveLength(1);
    expect(await eventsOfProgram(db(), program.id)).toHaveLength(1);
    // The same key on another program is another request.
    const { program: second } = await freshProgram(t, w);
    expect((await setBudget(second.id, { budget: 50_000 }, headers)).json().data.budget).toBe(50_000);
  });

  itRaces("keeps the ledger consistent under a burst of concurrent writes", async () => {
    const { program } = await freshProgram(t, w);
    // The accounts exist already, so the row lock (not the accounts' creation) is what orders them.
    await setBudget(program.id, { budget: 10_000 });
    // Twelve at once: two would often run one after the other by chance, and pass without the lock.
    const budgets = Array.from({ length: 12 }, (_, i) => 20_000 + i * 10_000);
    const answers = await Promise.all(budgets.map((budget) => setBudget(program.id, { budget })));
    expect(answers.map((r) => r.statusCode)).toEqual(budgets.map(() => 200));
    const books = await booksOf(program.id);
    expect(books.reduce((s, e) => s + e.amount, 0)).toBe(0);
    const accounts = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.programId, program.id));
    expect(accounts).toHaveLength(1);
    // Serialized by the account lock, each write saw the one before it as its previous budget: no
    // two saw the same (event times are transaction starts, so the order is read from the chain).
    const burst = (await eventsOfProgram(db(), program.id))
      .filter((e) => e.type === "program.credits.charge")
      .map((e) => e.payload as { budget: number; previous: number })
      .filter((c) => c.previous !== 0);
    expect(burst).toHaveLength(budgets.length);
    expect(new Set(burst.map((c) => c.previous)).size).toBe(budgets.length);
    const last = burst.filter((c) => !burst.some((other) => other.previous === c.budget));
    expect(last).toHaveLength(1);
    expect(await readProgramBalance(db(), program.id)).toEqual({ budget: last[0]!.budget, budgetSpent: 0 });
  });
});

describe("authorization: GET /api/programs/{id}/balance", () => {
  it.each(
    walk({
      anonymous: 401,
      hunter: 404,
      hunterKey: 403,
      applicant: 404,
      approved: 403,
      member: 200,
      triage: 200,
      manager: 200,
      admin: 200,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("%s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w);
    expect((await t.app.inject({ url: url(program.id), headers: headersFor(w, who) })).statusCode).toBe(
      status,
    );
  });
});

describe("authorization: PUT /api/programs/{id}/balance", () => {
  it.each(
    walk({
      anonymous: 401,
      hunter: 404,
      hunterKey: 403,
      applicant: 404,
      approved: 403,
      member: 403,
      triage: 403,
      manager: 403,
      admin: 200,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("%s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w);
    const res = await setBudget(program.id, { budget: 10_000 }, headersFor(w, who));
    expect(res.statusCode).toBe(status);
    if (who === "manager")
      expect(res.json().error.message).toBe("Only an admin can set the program's budget.");
    expect((await readProgramBalance(db(), program.id)).budget).toBe(status === 200 ? 10_000 : 0);
  });
});
