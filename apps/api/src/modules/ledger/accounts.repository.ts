import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { ledgerAccounts } from "../../db/schema/index.ts";

/**
 * Which account: each kind is unique for its owner (a partial unique index each, in
 * db/schema/ledger.ts). Funding accounts (money from outside) and program_points accounts (the
 * points a program gave) go below zero by design; every other kind never does.
 */
export type AccountKey =
  | { kind: "program_budget" | "program_points" | "retest_held"; programId: string }
  | { kind: "funding"; organizationId: string }
  | { kind: "hunter_money" | "hunter_points"; userId: string; programId: string }
  | { kind: "payouts" | "paid_out"; userId: string };

function ownerOf(key: AccountKey) {
  switch (key.kind) {
    case "program_budget":
    case "program_points":
    case "retest_held":
      return {
        values: { kind: key.kind, programId: key.programId },
        filter: eq(ledgerAccounts.programId, key.programId),
        conflict: { target: [ledgerAccounts.programId], where: sql.raw(`kind = '${key.kind}'`) },
      };
    case "funding":
      return {
        values: { kind: key.kind, organizationId: key.organizationId },
        filter: eq(ledgerAccounts.organizationId, key.organizationId),
        conflict: { target: [ledgerAccounts.organizationId], where: sql`kind = 'funding'` },
      };
    case "hunter_money":
    case "hunter_points":
      return {
        values: { kind: key.kind, userId: key.userId, programId: key.programId },
        filter: and(eq(ledgerAccounts.userId, key.userId), eq(ledgerAccounts.programId, key.programId)),
        conflict: {
          target: [ledgerAccounts.kind, ledgerAccounts.userId, ledgerAccounts.programId],
          where: sql`kind in ('hunter_money', 'hunter_points') and program_id is not null`,
        },
      };
    case "payouts":
    case "paid_out":
      return {
        values: { kind: key.kind, userId: key.userId },
        filter: eq(ledgerAccounts.userId, key.userId),
        conflict: {
          target: [ledgerAccounts.kind, ledgerAccounts.userId],
          where: sql`kind in ('payouts', 'paid_out')`,
        },
      };
  }
}

/**
 * The one way an account comes to be: found, or created on first use. A concurrent first use is
 * settled by the kind's unique partial index (insert or nothing, then read). `lock` holds the row so
 * nothing else takes from the account until the transaction ends.
 */
export async function getOrCreateAccount(
  tx: DbOrTx,
  key: AccountKey,
  opts: { lock?: boolean } = {},
): Promise<{ id: string }> {
  const owner = ownerOf(key);
  const find = async () => {
    const query = tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, key.kind), owner.filter));
    const [row] = opts.lock ? await query.for("update") : await query;
    return row;
  };
  // Found on every use but the first: one statement instead of an insert and a read.
  const existing = await find();
  if (existing) return existing;
  await tx.insert(ledgerAccounts).values(owner.values).onConflictDoNothing(owner.conflict);
  return (await find())!;
}

/** Locks every account of the user so no entry lands on them until the transaction ends. */
export async function lockAccountsOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .orderBy(ledgerAccounts.id)
    .for("update");
}

/** A deleted user's accounts keep their entries (the books never lose a line) but no longer name them. */
export async function detachAccountsOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.update(ledgerAccounts).set({ userId: null }).where(eq(ledgerAccounts.userId, userId));
}
