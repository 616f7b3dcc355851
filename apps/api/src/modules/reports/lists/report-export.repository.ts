import type { ReportState } from "@bounty/shared";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { organizations, programs, reports, users } from "../../../db/schema/index.ts";
import { type ReportRow, type ReportSummaryRow, summaryColumns } from "../core/reports.repository.ts";
import { labelsOfReports } from "../labels/labels.repository.ts";
import { orderOf } from "./report-list.repository.ts";

// The CSV export's read: every matching report, a batch at a time, in list order.

/**
 * Rows of the matching reports in list order, `batchSize` at a time (the CSV export): each batch
 * starts after the last row of the one before, so memory holds one batch whatever the total. A batch
 * reads the reports alone, then their programs, organizations and senders by id (programs and
 * organizations are few and kept for the next batches), which costs less than joining them to
 * thousands of rows.
 */
export async function* streamReports(
  db: DbOrTx,
  where: SQL,
  batchSize = 2_000,
): AsyncGenerator<ReportSummaryRow[]> {
  const programsById = new Map<string, ReportSummaryRow["program"]>();
  const organizationsById = new Map<string, ReportSummaryRow["organization"]>();
  // The last row's moment as the database wrote it (microseconds), not as a Date (milliseconds): a
  // rounded cursor would skip the rows sent in the same millisecond after it.
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${reports.createdAt}, ${reports.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : undefined;
    // Plain rows mapped here: Drizzle's per-field mapping was a quarter of the export's CPU.
    const result: { rows: ExportRow[] } = await db.execute<ExportRow>(sql`
      select ${sql.join(
        Object.entries(summaryColumns.report)
          .filter(([key]) => !CLOCK_COLUMNS.has(key))
          .map(([, column]) => sql`${column}`),
        sql`, `,
      )}
      from ${reports} where ${cursor ? and(where, cursor) : where}
      order by ${sql.join(orderOf("creation", false), sql`, `)} limit ${batchSize}`);
    const rows: ReportSummaryRow["report"][] = result.rows.map(toSummaryReport);
    if (rows.length === 0) return;
    const missing = (ids: Iterable<string | null>, known: Map<string, unknown>) => [
      ...new Set([...ids].filter((id): id is string => id !== null && !known.has(id))),
    ];
    const programIds = missing(
      rows.map((r) => r.programId),
      programsById,
    );
    const organizationIds = missing(
      rows.map((r) => r.organizationId),
      organizationsById,
    );
    // Senders (and assignees) are many: looked up per batch and let go with it, so memory stays one batch's worth.
    const sendersById = new Map<string, NonNullable<ReportSummaryRow["sender"]>>();
    const senderIds = missing(
      rows.flatMap((r) => [r.senderId, r.assigneeId]),
      sendersById,
    );
    const [programRows, organizationRows, senderRows, labelsById] = await Promise.all([
      programIds.length > 0
        ? db.select(summaryColumns.program).from(programs).where(inArray(programs.id, programIds))
        : [],
      organizationIds.length > 0
        ? db
            .select(summaryColumns.organization)
            .from(organizations)
            .where(inArray(organizations.id, organizationIds))
        : [],
      senderIds.length > 0 ? findSendersByIds(db, senderIds) : [],
      labelsOfReports(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    for (const row of programRows) programsById.set(row.id, row);
    for (const row of organizationRows) organizationsById.set(row.id, row);
    for (const row of senderRows) sendersById.set(row.id, row);
    yield rows.map((report) => ({
      report,
      program: programsById.get(report.programId)!,
      organization: organizationsById.get(report.organizationId)!,
      sender: report.senderId === null ? null : (sendersById.get(report.senderId) ?? null),
      assignee: report.assigneeId === null ? null : (sendersById.get(report.assigneeId) ?? null),
      labels: labelsById.get(report.id) ?? [],
    }));
    if (rows.length < batchSize) return;
    const last = result.rows.at(-1)!;
    const moment = last.created_at;
    after = { createdAt: moment instanceof Date ? moment.toISOString() : moment, id: last.id };
  }
}

interface ExportRow extends Record<string, unknown> {
  id: string;
  program_id: string;
  organization_id: string;
  number: number;
  sender_id: string | null;
  title: string;
  state: ReportState;
  priority: number | null;
  scope: ReportRow["scope"];
  vrt_id: string | null;
  severity: ReportRow["severity"];
  message_count: number;
  is_import: boolean;
  // Drizzle's drivers hand timestamps over as the database's text.
  created_at: string | Date;
  last_comment_at: string | Date | null;
  state_changed_at: string | Date;
  seen_at: string | Date | null;
  assignee_id: string | null;
}

/** The response clock's columns read the program; the export leaves them out (see toSummaryReport). */
const CLOCK_COLUMNS = new Set(["target", "dueAt"]);

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

const toSummaryReport = (r: ExportRow): ReportSummaryRow["report"] => ({
  id: r.id,
  programId: r.program_id,
  organizationId: r.organization_id,
  number: r.number,
  senderId: r.sender_id,
  isImport: r.is_import,
  title: r.title,
  state: r.state,
  priority: r.priority,
  scope: r.scope,
  vrtId: r.vrt_id,
  severity: r.severity,
  messageCount: r.message_count,
  createdAt: asDate(r.created_at),
  lastCommentAt: r.last_comment_at === null ? null : asDate(r.last_comment_at),
  stateChangedAt: asDate(r.state_changed_at),
  seenAt: r.seen_at === null ? null : asDate(r.seen_at),
  assigneeId: r.assignee_id,
  // The export is a record of the reports, not a work queue: it leaves the response clock out.
  target: null,
  dueAt: null,
});

/**
 * Senders by id, 500 at a time through unnest: given one long list the planner hashes the whole
 * users table (31–72 ms at tier M for 2,000 ids) where one primary-key probe each takes a few ms.
 */
async function findSendersByIds(
  db: DbOrTx,
  ids: string[],
): Promise<NonNullable<ReportSummaryRow["sender"]>[]> {
  const found: NonNullable<ReportSummaryRow["sender"]>[] = [];
  for (let start = 0; start < ids.length; start += SENDER_LOOKUP_SIZE) {
    const chunk = ids.slice(start, start + SENDER_LOOKUP_SIZE);
    const result = await db.execute<{
      id: string;
      display_name: string;
      unique_name: string;
      icon_key: string | null;
    }>(sql`
      select ${users.id}, ${users.displayName}, ${users.uniqueName}, ${users.iconKey}
      from unnest(${`{${chunk.join(",")}}`}::uuid[]) as wanted(id)
      join ${users} on ${users.id} = wanted.id`);
    for (const r of result.rows) {
      found.push({ id: r.id, displayName: r.display_name, uniqueName: r.unique_name, iconKey: r.icon_key });
    }
  }
  return found;
}
const SENDER_LOOKUP_SIZE = 500;
