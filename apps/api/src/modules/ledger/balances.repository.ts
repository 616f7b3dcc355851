import type { Credit, ProgramBalance } from "@bounty/shared";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  creditMovements,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  organizations,
  programs,
} from "../../db/schema/index.ts";
import { TRANSACTION_KINDS } from "./transactions.repository.ts";

const sumOfEntries = sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number);

/** An account's balance: the sum of its entries. */
export async function balanceOf(tx: DbOrTx, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sumOfEntries })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return row?.total ?? 0;
}

/** The sum of every account of this kind the user holds (all their money credits, their pending payouts). */
export async function userTotal(
  db: DbOrTx,
  userId: string,
  kind: "hunter_money" | "payouts",
): Promise<number> {
  const [row] = await db
    .select({ total: sumOfEntries })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, kind)));
  return row?.total ?? 0;
}

/**
 * A program's budget and what was spent, as sums of its budget account's entries: the budget is
 * what funding put in (net), spent is what every other transaction (rewards) took out.
 */
export async function readProgramBalance(db: DbOrTx, programId: string): Promise<ProgramBalance> {
  const budgetKind = TRANSACTION_KINDS.budget;
  const [row] = await db
    .select({
      budget:
        sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} = ${budgetKind}), 0)::bigint`.mapWith(
          Number,
        ),
      spent:
        sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} <> ${budgetKind}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerAccounts.programId, programId), eq(ledgerAccounts.kind, "program_budget")));
  return { budget: row?.budget ?? 0, budgetSpent: row?.spent ?? 0 };
}

/** The hunter's money credits (one per program), each with its balance, for a withdrawal to draw on. */
export async function listMoneyCredits(
  tx: DbOrTx,
  userId: string,
): Promise<{ id: string; programId: string | null; balance: number }[]> {
  return tx
    .select({ id: ledgerAccounts.id, programId: ledgerAccounts.programId, balance: sumOfEntries })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "hunter_money")))
    .groupBy(ledgerAccounts.id)
    .orderBy(asc(ledgerAccounts.createdAt));
}

/**
 * The user's credits: one per program and kind they were ever rewarded in (their hunter_money and
 * hunter_points accounts), each the sum of its entries, ordered by program slug. A deleted program's
 * credit leaves the list (its yen still count in the balance).
 */
export async function listCredits(
  db: DbOrTx,
  userId: string,
  page: { page: number; perPage: number },
): Promise<{ rows: Credit[]; total: number }> {
  const mine = and(
    eq(ledgerAccounts.userId, userId),
    inArray(ledgerAccounts.kind, ["hunter_money", "hunter_points"]),
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(ledgerAccounts)
    .innerJoin(programs, eq(programs.id, ledgerAccounts.programId))
    .where(mine);
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      amount: sumOfEntries,
      programId: programs.id,
      activated: programs.activated,
      slug: programs.slug,
      name: programs.name,
      organizationName: organizations.name,
    })
    .from(ledgerAccounts)
    .innerJoin(programs, eq(programs.id, ledgerAccounts.programId))
    .innerJoin(organizations, eq(organizations.id, programs.organizationId))
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(mine)
    .groupBy(ledgerAccounts.id, programs.id, organizations.id)
    .orderBy(asc(programs.slug), asc(ledgerAccounts.kind))
    .offset((page.page - 1) * page.perPage)
    .limit(page.perPage);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      system: r.kind === "hunter_points" ? "point" : "money",
      amount: r.amount,
      program: {
        id: r.programId,
        activated: r.activated,
        slug: r.slug,
        name: r.name,
        organizationName: r.organizationName,
      },
    })),
  };
}

/**
 * The user's history: what each ledger transaction did to their credits, newest first, from the
 * movements the ledger's trigger keeps (one index range per page, whatever the history's length). A
 * payout's transfer (payouts → paid_out) does not touch their credits; it shows as the withdrawal's
 * status.
 */
export async function listMovements(db: DbOrTx, userId: string, paging: { page: number; perPage: number }) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(creditMovements)
    .where(eq(creditMovements.userId, userId));
  // The page first (an index range), then its transactions: joined before the limit, PostgreSQL
  // would read every one of the user's transactions.
  const page = db
    .select({
      transactionId: creditMovements.transactionId,
      createdAt: creditMovements.createdAt,
      system: creditMovements.system,
      amount: creditMovements.amount,
      programId: creditMovements.programId,
    })
    .from(creditMovements)
    .where(eq(creditMovements.userId, userId))
    .orderBy(desc(creditMovements.createdAt), desc(creditMovements.transactionId))
    .offset((paging.page - 1) * paging.perPage)
    .limit(paging.perPage)
    .as("page");
  const rows = await db
    .select({
      id: page.transactionId,
      kind: ledgerTransactions.kind,
      key: ledgerTransactions.idempotencyKey,
      createdAt: page.createdAt,
      system: page.system,
      amount: page.amount,
      programId: page.programId,
    })
    .from(page)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, page.transactionId))
    .orderBy(desc(page.createdAt), desc(page.transactionId));
  return { rows, total };
}
