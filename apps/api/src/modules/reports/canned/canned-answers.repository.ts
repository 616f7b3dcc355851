import type { CannedAnswer, ReportState } from "@bounty/shared";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { cannedAnswers } from "../../../db/schema/index.ts";

export type CannedAnswerRow = typeof cannedAnswers.$inferSelect;

const columns = {
  id: cannedAnswers.id,
  title: cannedAnswers.title,
  body: cannedAnswers.body,
  state: cannedAnswers.state,
};

/** The organization's canned answers by title. */
export async function listCannedAnswers(db: DbOrTx, organizationId: string): Promise<CannedAnswer[]> {
  return db
    .select(columns)
    .from(cannedAnswers)
    .where(eq(cannedAnswers.organizationId, organizationId))
    .orderBy(asc(sql`lower(${cannedAnswers.title})`), asc(cannedAnswers.id));
}

/** Serializes changes to one organization's canned answers (the limit, titles, one answer per state). */
export async function lockCannedAnswers(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`canned:${organizationId}`}, 0))`);
}

export async function countCannedAnswers(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cannedAnswers)
    .where(eq(cannedAnswers.organizationId, organizationId));
  return row?.n ?? 0;
}

export async function findCannedAnswer(db: DbOrTx, id: string): Promise<CannedAnswerRow | null> {
  const [row] = await db.select().from(cannedAnswers).where(eq(cannedAnswers.id, id));
  return row ?? null;
}

/** Another answer of the organization with this title (whatever the case), or offered first for this state. */
export async function findClash(
  db: DbOrTx,
  organizationId: string,
  what: { title?: string | undefined; state?: ReportState | null | undefined },
): Promise<{ title: CannedAnswerRow | null; state: CannedAnswerRow | null }> {
  const mine = eq(cannedAnswers.organizationId, organizationId);
  const [title] = what.title
    ? await db
        .select()
        .from(cannedAnswers)
        .where(and(mine, sql`lower(${cannedAnswers.title}) = lower(${what.title})`))
    : [];
  const [state] = what.state
    ? await db
        .select()
        .from(cannedAnswers)
        .where(and(mine, eq(cannedAnswers.state, what.state)))
    : [];
  return { title: title ?? null, state: state ?? null };
}

export async function insertCannedAnswer(
  db: DbOrTx,
  values: { organizationId: string; title: string; body: string; state: ReportState | null },
): Promise<CannedAnswer> {
  const [row] = await db.insert(cannedAnswers).values(values).returning(columns);
  return row!;
}

export async function updateCannedAnswer(
  db: DbOrTx,
  id: string,
  changes: { title?: string; body?: string; state?: ReportState | null },
): Promise<CannedAnswer> {
  const [row] = await db
    .update(cannedAnswers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(cannedAnswers.id, id))
    .returning(columns);
  return row!;
}

export async function deleteCannedAnswer(db: DbOrTx, id: string): Promise<void> {
  await db.delete(cannedAnswers).where(eq(cannedAnswers.id, id));
}
