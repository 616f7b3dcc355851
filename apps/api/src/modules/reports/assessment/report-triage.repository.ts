import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { programs, reports, users } from "../../../db/schema/index.ts";

export type TriageReportRow = typeof reports.$inferSelect;

/** The report locked for a change, with what its rules read of the program. */
export async function findReportForUpdate(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      report: reports,
      program: {
        name: programs.name,
        cvssVersion: programs.cvssVersion,
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

export async function updateReportRow(
  tx: DbOrTx,
  id: string,
  changes: Partial<typeof reports.$inferInsert>,
): Promise<void> {
  await tx.update(reports).set(changes).where(eq(reports.id, id));
}

/** The staff opened the report: the first time, `seen_at` is set; false when it was seen already. */
export async function markSeen(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx
    .update(reports)
    .set({ seenAt: new Date() })
    .where(and(eq(reports.id, id), isNull(reports.seenAt)))
    .returning({ id: reports.id });
  return rows.length > 0;
}

/** Opening a new report as its staff marks it read; false when it was not new any more. */
export async function markChecked(tx: DbOrTx, id: string): Promise<TriageReportRow | null> {
  const [row] = await tx
    .update(reports)
    .set({ state: "checked", stateChangedAt: new Date() })
    .where(and(eq(reports.id, id), eq(reports.state, "new")))
    .returning();
  return row ?? null;
}

/** The reports marked duplicate of this one, with their senders' addresses and mail preferences. */
export async function listDuplicatesOf(tx: DbOrTx, originalId: string) {
  return tx
    .select({
      id: reports.id,
      number: reports.number,
      senderId: reports.senderId,
      organizationId: reports.organizationId,
      programId: reports.programId,
      email: users.email,
      preferences: users.notificationPreferences,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.senderId))
    .where(and(eq(reports.duplicateOfId, originalId), isNotNull(reports.duplicateOfId)));
}

/** The hunter's address when they want report mail (spec 1: the `reportReplies` preference). */
export async function findReplyAddress(db: DbOrTx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ email: users.email, preferences: users.notificationPreferences })
    .from(users)
    .where(eq(users.id, userId));
  return row?.email && row.preferences.reportReplies !== false ? row.email : null;
}

/** A person's name as the timeline shows it (a former assignee's); null once the account is gone. */
export async function findUserName(tx: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ name: users.displayName }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/** Where a report belongs, read without a lock (a report never changes program or organization). */
export async function findReportPlace(
  tx: DbOrTx,
  id: string,
): Promise<{ organizationId: string; programId: string } | null> {
  const [row] = await tx
    .select({ organizationId: reports.organizationId, programId: reports.programId })
    .from(reports)
    .where(eq(reports.id, id));
  return row ?? null;
}
