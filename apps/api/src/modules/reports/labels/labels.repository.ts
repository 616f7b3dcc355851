import type { LabelColor, ReportLabel } from "@bounty/shared";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { labels, reportLabels, reports, savedViews } from "../../../db/schema/index.ts";

export type LabelRow = typeof labels.$inferSelect;

/**
 * The organization's labels by name, each with how many of the reports the reader staffs carry it
 * (`visible`: the report rule's SQL form, so a member never counts a program they do not run).
 */
export async function listLabels(db: DbOrTx, organizationId: string, visible: SQL) {
  return db
    .select({
      id: labels.id,
      name: labels.name,
      color: labels.color,
      // Written out: a one-table select names its columns bare, and a bare "id" in here would be the report's.
      reports: sql<number>`(select count(*)::int from ${reportLabels} as rl join ${reports} on "reports"."id" = rl.report_id
        where rl.label_id = "labels"."id" and ${visible})`,
    })
    .from(labels)
    .where(eq(labels.organizationId, organizationId))
    .orderBy(asc(sql`lower(${labels.name})`), asc(labels.id));
}

/** Serializes changes to one organization's list of labels (additions, renames, deletions). */
export async function lockLabelList(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`labels:${organizationId}`}, 0))`);
}

export async function countLabels(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(labels).where(eq(labels.organizationId, organizationId));
  return row?.n ?? 0;
}

/** One label; `lock` holds it against a concurrent rename or deletion for the caller's transaction. */
export async function findLabel(
  db: DbOrTx,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<LabelRow | null> {
  const query = db.select().from(labels).where(eq(labels.id, id));
  const [row] = opts.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Another label of the organization already spelled so, whatever the case. */
export async function findLabelByName(db: DbOrTx, organizationId: string, name: string) {
  const [row] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.organizationId, organizationId), sql`lower(${labels.name}) = lower(${name})`));
  return row ?? null;
}

export async function insertLabel(
  db: DbOrTx,
  values: { organizationId: string; name: string; color: LabelColor },
): Promise<LabelRow> {
  const [row] = await db.insert(labels).values(values).returning();
  return row!;
}

export async function updateLabel(db: DbOrTx, id: string, changes: { name?: string; color?: LabelColor }) {
  await db.update(labels).set(changes).where(eq(labels.id, id));
}

/**
 * Deletes the label: it leaves every report (the foreign key's cascade) and every saved view's filter,
 * so a view that named it shows what its other filters match instead of nothing.
 */
export async function deleteLabel(db: DbOrTx, label: LabelRow): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reportLabels).where(eq(reportLabels.labelId, label.id));
  // Views keep ids as they were sent: the label leaves them in any case of its spelling.
  const named = sql`exists (select 1 from jsonb_array_elements_text(${savedViews.filters} -> 'label') as e(id)
    where lower(e.id) = ${label.id}::text)`;
  await db
    .update(savedViews)
    .set({
      filters: sql`jsonb_set(${savedViews.filters}, '{label}', coalesce((select jsonb_agg(e.id)
        from jsonb_array_elements_text(${savedViews.filters} -> 'label') as e(id)
        where lower(e.id) <> ${label.id}::text), '[]'::jsonb))`,
    })
    .where(and(eq(savedViews.organizationId, label.organizationId), named));
  await db.delete(labels).where(eq(labels.id, label.id));
  return row?.n ?? 0;
}

/**
 * The named labels of one organization, held (FOR KEY SHARE) until the caller's transaction ends: a
 * deletion waits for the change that puts them on a report, instead of failing its foreign key.
 */
export async function lockOrganizationLabels(
  db: DbOrTx,
  organizationId: string,
  ids: string[],
): Promise<ReportLabel[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: labels.id, name: labels.name, color: labels.color })
    .from(labels)
    .where(and(eq(labels.organizationId, organizationId), inArray(labels.id, ids)))
    .for("key share");
}

/** A report's labels, by name. */
export async function labelsOfReport(db: DbOrTx, reportId: string): Promise<ReportLabel[]> {
  return db
    .select({ id: labels.id, name: labels.name, color: labels.color })
    .from(reportLabels)
    .innerJoin(labels, eq(labels.id, reportLabels.labelId))
    .where(eq(reportLabels.reportId, reportId))
    .orderBy(asc(sql`lower(${labels.name})`));
}

/** The labels of many reports at once (the CSV export's batches), by report. */
export async function labelsOfReports(db: DbOrTx, reportIds: string[]): Promise<Map<string, ReportLabel[]>> {
  const byReport = new Map<string, ReportLabel[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select({ reportId: reportLabels.reportId, id: labels.id, name: labels.name, color: labels.color })
    .from(reportLabels)
    .innerJoin(labels, eq(labels.id, reportLabels.labelId))
    .where(inArray(reportLabels.reportId, reportIds))
    .orderBy(asc(sql`lower(${labels.name})`));
  for (const { reportId, ...label } of rows)
    byReport.set(reportId, [...(byReport.get(reportId) ?? []), label]);
  return byReport;
}

export async function putLabels(db: DbOrTx, reportId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(reportLabels)
    .values(ids.map((labelId) => ({ reportId, labelId })))
    .onConflictDoNothing();
}

export async function takeOffLabels(db: DbOrTx, reportId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(reportLabels)
    .where(and(eq(reportLabels.reportId, reportId), inArray(reportLabels.labelId, ids)));
}

/** The labels column of a report list: one index probe per row of a page, names in order. */
export const labelsColumn = sql<ReportLabel[]>`(select coalesce(json_agg(json_build_object('id', l.id,
  'name', l.name, 'color', l.color) order by lower(l.name)), '[]'::json)
  from ${reportLabels} as rl join ${labels} as l on l.id = rl.label_id where rl.report_id = "reports"."id")`;

/** Reports carrying every one of these labels (the list filter); the outer report named in full. */
export const carriesLabels = (ids: string[]) =>
  and(
    ...ids.map(
      (id) =>
        sql`exists (select 1 from ${reportLabels} as fl where fl.report_id = "reports"."id" and fl.label_id = ${id}::uuid)`,
    ),
  );
