import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import { programs, reportRetests, reports, triageStages, users } from "../../../db/schema/index.ts";

export type RetestRow = typeof reportRetests.$inferSelect;
const OPEN = ["requested", "accepted"] as const;

export async function insertRetest(tx: DbOrTx, values: typeof reportRetests.$inferInsert) {
  const [row] = await tx.insert(reportRetests).values(values).returning();
  return row!;
}

export async function findRetestByKey(tx: DbOrTx, reportId: string, requestKey: string) {
  const [row] = await tx
    .select()
    .from(reportRetests)
    .where(and(eq(reportRetests.reportId, reportId), eq(reportRetests.requestKey, requestKey)));
  return row ?? null;
}

export async function findOpenRetest(tx: DbOrTx, reportId: string) {
  const [row] = await tx
    .select()
    .from(reportRetests)
    .where(and(eq(reportRetests.reportId, reportId), inArray(reportRetests.status, OPEN)));
  return row ?? null;
}

/**
 * A retest with what its rules read of its report and program. `lock` holds the report row first
 * (the order every triage write takes), then the retest's, so an answer, a cancel and the expiry
 * job apply one at a time.
 */
export async function findRetestWithReport(tx: DbOrTx, id: string, lock = false) {
  const [head] = await tx
    .select({ reportId: reportRetests.reportId })
    .from(reportRetests)
    .where(eq(reportRetests.id, id));
  if (!head) return null;
  if (lock) await tx.execute(sql`select 1 from ${reports} where ${reports.id} = ${head.reportId} for update`);
  const query = tx
    .select({
      retest: reportRetests,
      report: {
        id: reports.id,
        number: reports.number,
        senderId: reports.senderId,
        organizationId: reports.organizationId,
        programId: reports.programId,
      },
      program: {
        type: programs.type,
        visibility: programs.visibility,
        activated: programs.activated,
        status: programs.status,
        triageEnabledAt: programs.triageEnabledAt,
      },
    })
    .from(reportRetests)
    .innerJoin(reports, eq(reports.id, reportRetests.reportId))
    .innerJoin(programs, eq(programs.id, reports.programId))
    .where(eq(reportRetests.id, id));
  const [row] = lock ? await query.for("update", { of: reportRetests }) : await query;
  return row ?? null;
}
export type RetestWithReport = NonNullable<Awaited<ReturnType<typeof findRetestWithReport>>>;

export async function updateRetest(tx: DbOrTx, id: string, set: Partial<typeof reportRetests.$inferInsert>) {
  const [row] = await tx.update(reportRetests).set(set).where(eq(reportRetests.id, id)).returning();
  return row!;
}

/** A report's retests, newest first, with the people who asked and answered. */
export async function listRetestsWithPeople(db: DbOrTx, reportId: string) {
  const requester = alias(users, "requester");
  const hunter = alias(users, "hunter");
  return db
    .select({
      retest: reportRetests,
      requester: {
        id: requester.id,
        displayName: requester.displayName,
        uniqueName: requester.uniqueName,
        iconKey: requester.iconKey,
      },
      hunter: {
        id: hunter.id,
        displayName: hunter.displayName,
        uniqueName: hunter.uniqueName,
        iconKey: hunter.iconKey,
      },
    })
    .from(reportRetests)
    .leftJoin(requester, eq(requester.id, reportRetests.requestedBy))
    .leftJoin(hunter, eq(hunter.id, reportRetests.hunterId))
    .where(eq(reportRetests.reportId, reportId))
    .orderBy(desc(reportRetests.createdAt), desc(reportRetests.id));
}
export type RetestWithPeople = Awaited<ReturnType<typeof listRetestsWithPeople>>[number];

/** The ids of open retests whose time ran out, oldest first, a batch at a time (the expiry job). */
export async function listExpiredRetestIds(db: DbOrTx, at: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: reportRetests.id })
    .from(reportRetests)
    .where(and(inArray(reportRetests.status, OPEN), lte(reportRetests.expiresAt, at)))
    .orderBy(reportRetests.expiresAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** What the retest rules read of a report: its hunter, its program's kind and triage, its last step. */
export async function findReportFacts(db: DbOrTx, reportId: string) {
  const [row] = await db
    .select({
      senderId: reports.senderId,
      programId: reports.programId,
      programType: programs.type,
      triageEnabledAt: programs.triageEnabledAt,
      lastAction: triageStages.lastAction,
    })
    .from(reports)
    .innerJoin(programs, eq(programs.id, reports.programId))
    .leftJoin(triageStages, eq(triageStages.reportId, reports.id))
    .where(eq(reports.id, reportId));
  return row ?? null;
}
