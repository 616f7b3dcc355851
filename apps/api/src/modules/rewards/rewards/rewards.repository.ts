import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { organizationMembers, programs, reportRewards, reports, users } from "../../../db/schema/index.ts";

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
