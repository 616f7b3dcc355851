import type { Credit } from "@bounty/shared";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  billings,
  ledgerAccounts,
  ledgerEntries,
  organizations,
  privateInfos,
  programs,
} from "../../db/schema/index.ts";

export type PrivateInfoRow = typeof privateInfos.$inferSelect;
export type BillingRow = typeof billings.$inferSelect;

export async function findPrivateInfo(db: DbOrTx, userId: string): Promise<PrivateInfoRow | null> {
  const [row] = await db.select().from(privateInfos).where(eq(privateInfos.userId, userId));
  return row ?? null;
}

export async function upsertPrivateInfo(
  db: DbOrTx,
  userId: string,
  values: Pick<PrivateInfoRow, "name" | "address1" | "address2" | "postCode" | "city" | "country">,
): Promise<PrivateInfoRow> {
  const [row] = await db
    .insert(privateInfos)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: privateInfos.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function findBilling(db: DbOrTx, userId: string): Promise<BillingRow | null> {
  const [row] = await db.select().from(billings).where(eq(billings.userId, userId));
  return row ?? null;
}

export async function upsertBilling(
  db: DbOrTx,
  userId: string,
  values: Pick<BillingRow, "type" | "identifier" | "iban" | "other">,
): Promise<BillingRow> {
  const [row] = await db
    .insert(billings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billings.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** The user's money in yen: the sum of the entries of their hunter_money account(s). */
export async function sumHunterMoney(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "hunter_money")));
  return row?.total ?? 0;
}

/** Locks the user's ledger accounts so no entry lands on them until the transaction ends. */
export async function lockLedgerAccounts(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .for("update");
}

/** Entries are never deleted: a leaving user's (settled) accounts stay in the books, unowned. */
export async function detachLedgerAccounts(tx: DbOrTx, userId: string): Promise<void> {
  await tx.update(ledgerAccounts).set({ userId: null }).where(eq(ledgerAccounts.userId, userId));
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
      amount: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number),
      programId: programs.id,
      activated: programs.activated,
      slug: programs.slug,
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
        organizationName: r.organizationName,
      },
    })),
  };
}
