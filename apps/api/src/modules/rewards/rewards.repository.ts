import type { CreditSystem } from "@bounty/shared";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  ledgerAccounts,
  ledgerEntries,
  organizationMembers,
  programs,
  reportRewards,
  reports,
  users,
} from "../../db/schema/index.ts";

export type RewardRow = typeof reportRewards.$inferSelect;

/** The report locked for a reward (rewards of one report apply one after the other), with its program. */
export async function findReportForReward(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      report: {
        id: reports.id,
        number: reports.number,
        state: reports.state,
        senderId: reports.senderId,
        programId: reports.programId,
        organizationId: reports.organizationId,
      },
      program: {
        name: programs.name,
        type: programs.type,
        creditSystem: programs.creditSystem,
        visibility: programs.visibility,
        activated: programs.activated,
        status: programs.status,
      },
    })
    .from(reports)
    .innerJoin(programs, eq(programs.id, reports.programId))
    .where(eq(reports.id, id))
    .for("update", { of: reports });
  return row ?? null;
}

export async function findRewardByKey(tx: DbOrTx, reportId: string, idempotencyKey: string) {
  const [row] = await tx
    .select()
    .from(reportRewards)
    .where(and(eq(reportRewards.reportId, reportId), eq(reportRewards.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function insertReward(
  tx: DbOrTx,
  values: typeof reportRewards.$inferInsert,
): Promise<RewardRow> {
  const [row] = await tx.insert(reportRewards).values(values).returning();
  return row!;
}

/** What this report's rewards add up to, corrections included. */
export async function netRewardedOn(tx: DbOrTx, reportId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${reportRewards.amount}), 0)::bigint`.mapWith(Number) })
    .from(reportRewards)
    .where(eq(reportRewards.reportId, reportId));
  return row?.total ?? 0;
}

export async function isOrganizationMember(tx: DbOrTx, organizationId: string, userId: string) {
  const [row] = await tx
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
  return row !== undefined;
}

/** An account's balance: the sum of its entries. */
export async function balanceOf(tx: DbOrTx, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return row?.total ?? 0;
}

/**
 * The hunter's credit account on a program (money or points), created on first use; `lock` holds it
 * so nothing else takes from it until the transaction ends. A concurrent first use is settled by the
 * unique partial index.
 */
export async function getOrCreateHunterAccount(
  tx: DbOrTx,
  key: { userId: string; programId: string; system: CreditSystem },
  opts: { lock?: boolean } = {},
): Promise<{ id: string }> {
  const kind = key.system === "money" ? "hunter_money" : "hunter_points";
  const find = async () => {
    const query = tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.kind, kind),
          eq(ledgerAccounts.userId, key.userId),
          eq(ledgerAccounts.programId, key.programId),
        ),
      );
    const [row] = opts.lock ? await query.for("update") : await query;
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  await tx
    .insert(ledgerAccounts)
    .values({ kind, userId: key.userId, programId: key.programId })
    .onConflictDoNothing({
      target: [ledgerAccounts.kind, ledgerAccounts.userId, ledgerAccounts.programId],
      where: sql`kind in ('hunter_money', 'hunter_points') and program_id is not null`,
    });
  return (await find())!;
}

/** The account a point program's points come from (below zero by design), created on first use. */
export async function getOrCreatePointsAccount(tx: DbOrTx, programId: string): Promise<{ id: string }> {
  await tx
    .insert(ledgerAccounts)
    .values({ kind: "program_points", programId })
    .onConflictDoNothing({ target: ledgerAccounts.programId, where: sql`kind = 'program_points'` });
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, "program_points"), eq(ledgerAccounts.programId, programId)));
  return row!;
}

/** A reward with whoever gave it, for the answer. */
export async function findRewardWithAuthor(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ reward: reportRewards, author: users })
    .from(reportRewards)
    .leftJoin(users, eq(users.id, reportRewards.awardedById))
    .where(eq(reportRewards.id, id));
  return row ?? null;
}

/** The hunter's address for the reward notice (sent whatever their reply preferences). */
export async function findEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
