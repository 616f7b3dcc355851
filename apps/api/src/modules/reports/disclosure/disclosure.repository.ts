import { and, count, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import { disclosureRequests, disclosures, programs, reports, users } from "../../../db/schema/index.ts";
import { detailsPublicToEveryone, disclosureIsPublic, reportMayBeDisclosed } from "../../standing/index.ts";

export type DisclosureRequestRow = typeof disclosureRequests.$inferSelect;
export type DisclosureRow = typeof disclosures.$inferSelect;

/** The report a disclosure call is about, locked for the change: its rule's facts and its program's settings. */
export async function findReportForDisclosure(tx: DbOrTx, reportId: string, lock = false) {
  const original = alias(reports, "original");
  const query = tx
    .select({
      id: reports.id,
      number: reports.number,
      title: reports.title,
      state: reports.state,
      // The disclosure rule reads a duplicate's original too (its state, read with the report's lock).
      originalState: original.state,
      senderId: reports.senderId,
      programId: reports.programId,
      organizationId: reports.organizationId,
      program: {
        visibility: programs.visibility,
        activated: programs.activated,
        status: programs.status,
        disclosureAfterDays: programs.disclosureAfterDays,
      },
    })
    .from(reports)
    .innerJoin(programs, eq(programs.id, reports.programId))
    .leftJoin(original, eq(original.id, reports.duplicateOfId))
    .where(eq(reports.id, reportId));
  const [row] = lock ? await query.for("update", { of: reports }) : await query;
  return row ?? null;
}
export type DisclosureReport = NonNullable<Awaited<ReturnType<typeof findReportForDisclosure>>>;

export async function findRequest(db: DbOrTx, reportId: string): Promise<DisclosureRequestRow | null> {
  const [row] = await db.select().from(disclosureRequests).where(eq(disclosureRequests.reportId, reportId));
  return row ?? null;
}

export async function insertRequest(
  tx: DbOrTx,
  values: { reportId: string; programId: string; summary: string },
): Promise<void> {
  await tx.insert(disclosureRequests).values(values);
}

export async function updateRequest(
  tx: DbOrTx,
  reportId: string,
  changes: Partial<typeof disclosureRequests.$inferInsert>,
): Promise<void> {
  await tx
    .update(disclosureRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(disclosureRequests.reportId, reportId));
}

export async function deleteRequest(tx: DbOrTx, reportId: string): Promise<void> {
  await tx.delete(disclosureRequests).where(eq(disclosureRequests.reportId, reportId));
}

export async function findDisclosureRow(db: DbOrTx, reportId: string): Promise<DisclosureRow | null> {
  const [row] = await db.select().from(disclosures).where(eq(disclosures.reportId, reportId));
  return row ?? null;
}

export async function insertDisclosure(
  tx: DbOrTx,
  values: typeof disclosures.$inferInsert,
): Promise<DisclosureRow> {
  const [row] = await tx.insert(disclosures).values(values).returning();
  if (!row) throw new Error("disclosure insert returned no row");
  return row;
}

export async function updateDisclosure(
  tx: DbOrTx,
  id: string,
  changes: Partial<typeof disclosures.$inferInsert>,
): Promise<void> {
  await tx
    .update(disclosures)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(disclosures.id, id));
}

export async function deleteDisclosure(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(disclosures).where(eq(disclosures.id, id));
}

/**
 * The columns a published disclosure shows, and nothing else of its report: the submission date,
 * the list severity and the sender's public name. The description, messages, attachments, notes and
 * priority are never selected.
 */
const publicColumns = {
  disclosure: disclosures,
  reportedAt: reports.createdAt,
  severity: reports.severity,
  program: {
    id: programs.id,
    slug: programs.slug,
    name: programs.name,
    creditSystem: programs.creditSystem,
    hideDisclosedAmounts: programs.hideDisclosedAmounts,
  },
  sender: {
    id: users.id,
    displayName: users.displayName,
    uniqueName: users.uniqueName,
    iconKey: users.iconKey,
  },
};

const disclosureQuery = (db: DbOrTx) =>
  db
    .select(publicColumns)
    .from(disclosures)
    .innerJoin(reports, eq(reports.id, disclosures.reportId))
    .innerJoin(programs, eq(programs.id, disclosures.programId))
    .leftJoin(users, eq(users.id, reports.senderId));

export type DisclosureView = Awaited<ReturnType<typeof disclosureQuery>>[number];

/** A report's disclosure, scheduled or published, as its answer shows it. */
export async function findDisclosureView(db: DbOrTx, reportId: string): Promise<DisclosureView | null> {
  const [row] = await disclosureQuery(db).where(eq(disclosures.reportId, reportId));
  return row ?? null;
}

/** A published disclosure of a program by id. */
export async function findPublishedDisclosure(
  db: DbOrTx,
  programId: string,
  id: string,
): Promise<DisclosureView | null> {
  const [row] = await disclosureQuery(db).where(
    and(eq(disclosures.id, id), eq(disclosures.programId, programId), disclosureIsPublic()),
  );
  return row ?? null;
}

/** Whose disclosures a list reads: one program's, or every program that is public to everyone. */
export type DisclosureScope = { programId: string } | { everyPublicProgram: true };

const scopeWhere = (scope: DisclosureScope) =>
  "programId" in scope ? eq(disclosures.programId, scope.programId) : detailsPublicToEveryone();

/** Published disclosures, newest publication first (the partial indexes on published_at). */
export async function listPublishedDisclosures(
  db: DbOrTx,
  q: { scope: DisclosureScope; offset: number; limit: number; count?: boolean },
): Promise<{ rows: DisclosureView[]; total: number }> {
  const where = and(scopeWhere(q.scope), disclosureIsPublic());
  const [{ total } = { total: 0 }] =
    q.count === false
      ? [{ total: Number.POSITIVE_INFINITY }]
      : await db
          .select({ total: count() })
          .from(disclosures)
          .innerJoin(programs, eq(programs.id, disclosures.programId))
          .where(where);
  const rows =
    q.offset < total
      ? await disclosureQuery(db)
          .where(where)
          .orderBy(desc(disclosures.publishedAt), desc(disclosures.id))
          .offset(q.offset)
          .limit(q.limit)
      : [];
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/** The disclosures of a report's duplicates (an original reopened takes them down with it). */
export async function listDuplicateDisclosures(tx: DbOrTx, originalId: string) {
  return tx
    .select({
      disclosureId: disclosures.id,
      id: reports.id,
      number: reports.number,
      senderId: reports.senderId,
      programId: reports.programId,
      organizationId: reports.organizationId,
    })
    .from(disclosures)
    .innerJoin(reports, eq(reports.id, disclosures.reportId))
    .where(and(eq(reports.duplicateOfId, originalId), eq(reports.state, "duplicate")))
    .for("update", { of: disclosures });
}

/**
 * Scheduled disclosures whose date has come and whose report is closed, locked with their report (a
 * state change holds the report's lock first, so it waits or is skipped, never deadlocks); a second
 * worker skips them.
 */
export async function lockDueDisclosures(tx: DbOrTx, now: Date, limit: number) {
  return tx
    .select({ disclosure: disclosures, report: { number: reports.number, senderId: reports.senderId } })
    .from(disclosures)
    .innerJoin(reports, eq(reports.id, disclosures.reportId))
    .where(
      and(isNull(disclosures.publishedAt), lte(disclosures.publishAt, now), reportMayBeDisclosed(reports)),
    )
    .orderBy(disclosures.publishAt)
    .limit(limit)
    .for("update", { of: [disclosures, reports], skipLocked: true });
}

/**
 * Pending requests of programs that disclose unanswered ones, older than `days before` their
 * program's period (0: the period itself), locked; `unreminded` keeps those not yet reminded.
 */
export async function lockAgedRequests(
  tx: DbOrTx,
  q: { now: Date; daysBefore: number; unreminded: boolean; limit: number },
) {
  return tx
    .select({ request: disclosureRequests, reportId: reports.id })
    .from(disclosureRequests)
    .innerJoin(reports, eq(reports.id, disclosureRequests.reportId))
    .innerJoin(programs, eq(programs.id, reports.programId))
    .where(
      and(
        eq(disclosureRequests.status, "pending"),
        isNotNull(programs.disclosureAfterDays),
        q.unreminded ? isNull(disclosureRequests.remindedAt) : undefined,
        sql`${disclosureRequests.createdAt} + make_interval(days => ${programs.disclosureAfterDays} - ${q.daysBefore}) <= ${q.now}`,
      ),
    )
    .orderBy(disclosureRequests.createdAt)
    .limit(q.limit)
    .for("update", { of: disclosureRequests, skipLocked: true });
}
