import type { ReportSort, ReportState, SeverityLevel } from "@bounty/shared";
import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { inIds } from "../../../db/id-lists.ts";
import { prepared } from "../../../db/prepared.ts";
import {
  organizationMembers,
  organizations,
  programManagers,
  programs,
  reportCounters,
  reportMessages,
  reports,
  users,
} from "../../../db/schema/index.ts";
import { pageWindow } from "../../../http/pagination.ts";
import { type AttachmentRow, listAttachmentsOf } from "../conversation/attachments.repository.ts";
import type { ReportViewer } from "../standing/reports.policy.ts";

export type ReportRow = typeof reports.$inferSelect;
export type ReportMessageRow = typeof reportMessages.$inferSelect;

/** The caller's organization standing for reports: organizations they administer, programs they manage. */
const reportStanding = prepared("report_standing", (db) =>
  db
    .select({ kind: sql<"org" | "program">`'org'`.as("kind"), id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.userId, sql.placeholder("userId")), eq(organizationMembers.role, "admin")),
    )
    .unionAll(
      db
        .select({ kind: sql<"org" | "program">`'program'`.as("kind"), id: programManagers.programId })
        .from(programManagers)
        .innerJoin(organizationMembers, eq(organizationMembers.id, programManagers.memberId))
        .where(eq(organizationMembers.userId, sql.placeholder("userId"))),
    ),
);

export async function findReportStanding(
  db: DbOrTx,
  userId: string,
): Promise<Pick<ReportViewer, "adminOrganizationIds" | "managedProgramIds">> {
  const rows = await reportStanding(db).execute({ userId });
  return {
    adminOrganizationIds: rows.filter((r) => r.kind === "org").map((r) => r.id),
    managedProgramIds: rows.filter((r) => r.kind === "program").map((r) => r.id),
  };
}

const never = () => sql`false`;

/** The sender's part of the rule: the hunter's own reports (reports_sender_created_idx). */
export const reportSentBy = (v: ReportViewer): SQL =>
  v.userId === null ? never() : eq(reports.senderId, v.userId);

/** The staff's part: the organizations the viewer administers and the programs they manage. */
export function reportStaffedBy(v: ReportViewer): SQL {
  const clauses: SQL[] = [];
  if (v.adminOrganizationIds.length > 0) clauses.push(inIds(reports.organizationId, v.adminOrganizationIds));
  if (v.managedProgramIds.length > 0) clauses.push(inIds(reports.programId, v.managedProgramIds));
  return clauses.length === 0 ? never() : clauses.length === 1 ? clauses[0]! : or(...clauses)!;
}

/** The SQL form of `canReadReport`. */
export const reportVisibleTo = (v: ReportViewer): SQL => or(reportSentBy(v), reportStaffedBy(v))!;

/** What a list may be narrowed by, on top of the visibility rule. */
export interface ReportFilter {
  programIds: readonly string[];
  organizationId?: string;
  states: readonly ReportState[];
  severities: readonly SeverityLevel[];
  /** Already trimmed; matched as a case-insensitive substring of the title and description. */
  search?: string;
  /** Sent at or after this moment, and before that one. */
  after?: Date;
  before?: Date;
  number?: number;
}

const escapeLike = (s: string) => s.replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_");

export function reportFilters(f: ReportFilter): SQL[] {
  const where: SQL[] = [];
  if (f.programIds.length > 0) where.push(inIds(reports.programId, f.programIds));
  if (f.organizationId) where.push(eq(reports.organizationId, f.organizationId));
  if (f.states.length > 0) where.push(inArray(reports.state, [...f.states]));
  if (f.severities.length > 0) where.push(inArray(reports.severity, [...f.severities]));
  if (f.number !== undefined) where.push(eq(reports.number, f.number));
  if (f.after) where.push(gte(reports.createdAt, f.after));
  if (f.before) where.push(lt(reports.createdAt, f.before));
  if (f.search) {
    // search_text is stored lowercased; reports_search_trgm_idx answers three characters and more.
    where.push(sql`${reports.searchText} like ${`%${escapeLike(f.search.toLowerCase())}%`}`);
  }
  return where;
}

/** A list row: the report's own columns (never its description) with its program and sender. */
const summaryColumns = {
  report: {
    id: reports.id,
    programId: reports.programId,
    organizationId: reports.organizationId,
    number: reports.number,
    senderId: reports.senderId,
    title: reports.title,
    state: reports.state,
    priority: reports.priority,
    scope: reports.scope,
    vrtId: reports.vrtId,
    severity: reports.severity,
    messageCount: reports.messageCount,
    createdAt: reports.createdAt,
    lastCommentAt: reports.lastCommentAt,
    stateChangedAt: reports.stateChangedAt,
  },
  program: {
    id: programs.id,
    slug: programs.slug,
    name: programs.name,
    type: programs.type,
    activated: programs.activated,
    status: programs.status,
    cvssVersion: programs.cvssVersion,
    creditSystem: programs.creditSystem,
    replySpeed: programs.replySpeed,
  },
  organization: { id: organizations.id, name: organizations.name, iconKey: organizations.iconKey },
  sender: {
    id: users.id,
    displayName: users.displayName,
    uniqueName: users.uniqueName,
    iconKey: users.iconKey,
  },
};

export type ReportSummaryRow = {
  report: Pick<
    ReportRow,
    | "id"
    | "programId"
    | "organizationId"
    | "number"
    | "senderId"
    | "title"
    | "state"
    | "priority"
    | "scope"
    | "vrtId"
    | "severity"
    | "messageCount"
    | "createdAt"
    | "lastCommentAt"
    | "stateChangedAt"
  >;
  program: {
    id: string;
    slug: string;
    name: string;
    type: (typeof programs.$inferSelect)["type"];
    activated: boolean;
    status: (typeof programs.$inferSelect)["status"];
    cvssVersion: (typeof programs.$inferSelect)["cvssVersion"];
    creditSystem: (typeof programs.$inferSelect)["creditSystem"];
    replySpeed: number;
  };
  organization: { id: string; name: string; iconKey: string | null };
  sender: { id: string; displayName: string; uniqueName: string; iconKey: string | null } | null;
};

/**
 * Newest first by the sort's moment, the id breaking ties; `reverse` reads from the other end.
 * Every key names its nulls as the indexes do (DESC NULLS LAST): a plain DESC means NULLS FIRST, and
 * the planner would then sort every match instead of reading the index in order. Reports nobody
 * commented on yet come after the commented ones.
 */
function orderOf(sort: ReportSort, reverse: boolean): SQL[] {
  const key = (column: SQL) => (reverse ? sql`${column} asc nulls first` : sql`${column} desc nulls last`);
  const moments = {
    comment: [reports.lastCommentAt, reports.createdAt],
    status: [reports.stateChangedAt],
    creation: [reports.createdAt],
  }[sort];
  return [...moments, reports.id].map((column) => key(sql`${column}`));
}

export async function countReports(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(where);
  return row?.n ?? 0;
}

/**
 * The first page, the one nearly every visit reads, in one statement: it is always read forwards,
 * so it needs no total beforehand, and the total comes with its rows (an uncorrelated subquery,
 * computed once). No row means no report matches: every report has its program and organization.
 */
async function firstPage(
  db: DbOrTx,
  where: SQL,
  sort: ReportSort,
  perPage: number,
): Promise<{ rows: ReportSummaryRow[]; total: number }> {
  const order = orderOf(sort, false);
  const pageIds = db
    .select({ id: reports.id })
    .from(reports)
    .where(where)
    .orderBy(...order)
    .limit(perPage);
  const found = await db
    .select({
      ...summaryColumns,
      total: sql<number>`(select count(*) from ${reports} where ${where})`.mapWith(Number),
    })
    .from(reports)
    .innerJoin(programs, eq(programs.id, reports.programId))
    .innerJoin(organizations, eq(organizations.id, reports.organizationId))
    .leftJoin(users, eq(users.id, reports.senderId))
    .where(inArray(reports.id, pageIds))
    .orderBy(...order);
  return { rows: found.map(({ total: _, ...row }) => row), total: found[0]?.total ?? 0 };
}

/** One page of the reports matching `where`, and their total. */
export async function listReports(
  db: DbOrTx,
  where: SQL,
  sort: ReportSort,
  page: { page: number; perPage: number },
): Promise<{ rows: ReportSummaryRow[]; total: number }> {
  if (page.page === 1) return firstPage(db, where, sort, page.perPage);
  const total = await countReports(db, where);
  const window = pageWindow(total, page.page, page.perPage);
  if (!window) return { rows: [], total };
  const order = orderOf(sort, window.direction === "backward");
  // The page's ids first, from the reports alone, then their programs and senders: with a filter the
  // planner may collect every match and sort it, and it must not join senders to all of them.
  const pageIds = db
    .select({ id: reports.id })
    .from(reports)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const rows = await db
    .select(summaryColumns)
    .from(reports)
    .innerJoin(programs, eq(programs.id, reports.programId))
    .innerJoin(organizations, eq(organizations.id, reports.organizationId))
    .leftJoin(users, eq(users.id, reports.senderId))
    .where(inArray(reports.id, pageIds))
    .orderBy(...order);
  return { rows: window.direction === "forward" ? rows : rows.reverse(), total };
}

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
        Object.values(summaryColumns.report).map((column) => sql`${column}`),
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
    // Senders are many: looked up per batch and let go with it, so memory stays one batch's worth.
    const sendersById = new Map<string, NonNullable<ReportSummaryRow["sender"]>>();
    const senderIds = missing(
      rows.map((r) => r.senderId),
      sendersById,
    );
    const [programRows, organizationRows, senderRows] = await Promise.all([
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
    ]);
    for (const row of programRows) programsById.set(row.id, row);
    for (const row of organizationRows) organizationsById.set(row.id, row);
    for (const row of senderRows) sendersById.set(row.id, row);
    yield rows.map((report) => ({
      report,
      program: programsById.get(report.programId)!,
      organization: organizationsById.get(report.organizationId)!,
      sender: report.senderId === null ? null : (sendersById.get(report.senderId) ?? null),
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
  // Drizzle's drivers hand timestamps over as the database's text.
  created_at: string | Date;
  last_comment_at: string | Date | null;
  state_changed_at: string | Date;
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

const toSummaryReport = (r: ExportRow): ReportSummaryRow["report"] => ({
  id: r.id,
  programId: r.program_id,
  organizationId: r.organization_id,
  number: r.number,
  senderId: r.sender_id,
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

export interface ReportDetailRow extends ReportSummaryRow {
  full: Pick<ReportRow, "criticality" | "rewards" | "scopeGroupId" | "orgCriticality"> & {
    duplicateOfNumber: number | null;
  };
  description: ReportMessageRow;
  latestMessageId: string;
  attachments: AttachmentRow[];
}

const reportDetail = prepared("report_detail", (db) =>
  db
    .select({
      ...summaryColumns,
      full: {
        criticality: reports.criticality,
        rewards: reports.rewards,
        scopeGroupId: reports.scopeGroupId,
        orgCriticality: reports.orgCriticality,
        duplicateOfNumber: sql<number | null>`(select original.number from ${reports} as original
          where original.id = ${reports.duplicateOfId})`,
      },
    })
    .from(reports)
    .innerJoin(programs, eq(programs.id, reports.programId))
    .innerJoin(organizations, eq(organizations.id, reports.organizationId))
    .leftJoin(users, eq(users.id, reports.senderId))
    .where(eq(reports.id, sql.placeholder("id"))),
);

const reportDescription = prepared("report_description", (db) =>
  db
    .select()
    .from(reportMessages)
    .where(eq(reportMessages.reportId, sql.placeholder("id")))
    .orderBy(reportMessages.createdAt, reportMessages.id)
    .limit(1),
);

const reportLatestMessage = prepared("report_latest_message", (db) =>
  db
    .select({ id: reportMessages.id })
    .from(reportMessages)
    .where(eq(reportMessages.reportId, sql.placeholder("id")))
    .orderBy(desc(reportMessages.createdAt), desc(reportMessages.id))
    .limit(1),
);

/** A report with its description and latest message, whoever may see it (the caller checks). */
export async function findReport(db: DbOrTx, id: string): Promise<ReportDetailRow | null> {
  const [row] = await reportDetail(db).execute({ id });
  if (!row) return null;
  const [first] = await reportDescription(db).execute({ id });
  const [latest] = await reportLatestMessage(db).execute({ id });
  const attachments = await listAttachmentsOf(db, [first!.id]);
  return { ...row, description: first!, latestMessageId: latest!.id, attachments };
}

/** A report by its program and number (short links), the facts its visibility needs. */
export async function findReportByNumber(
  db: DbOrTx,
  programId: string,
  number: number,
): Promise<Pick<ReportRow, "id" | "programId" | "organizationId" | "senderId"> | null> {
  const [row] = await db
    .select({
      id: reports.id,
      programId: reports.programId,
      organizationId: reports.organizationId,
      senderId: reports.senderId,
    })
    .from(reports)
    .where(and(eq(reports.programId, programId), eq(reports.number, number)));
  return row ?? null;
}

/**
 * The program's next report number. The upsert holds the counter row's lock until the calling
 * transaction ends: concurrent submissions queue here, and a rollback gives the number back.
 */
export async function takeReportNumber(tx: DbOrTx, programId: string): Promise<number> {
  const [row] = await tx
    .insert(reportCounters)
    .values({ programId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: reportCounters.programId,
      set: { lastNumber: sql`${reportCounters.lastNumber} + 1` },
    })
    .returning({ number: reportCounters.lastNumber });
  return row!.number;
}

export async function insertReport(
  tx: DbOrTx,
  values: typeof reports.$inferInsert,
  description: { senderId: string; content: string },
): Promise<{ report: ReportRow; message: ReportMessageRow }> {
  const [report] = await tx.insert(reports).values(values).returning();
  const [message] = await tx
    .insert(reportMessages)
    // The description is sent with the report: the conversation's first message, at the same time.
    .values({ reportId: report!.id, affiliation: "hunter", createdAt: report!.createdAt, ...description })
    .returning();
  return { report: report!, message: message! };
}

/** Serializes one hunter's submissions (the rate and open-report limits count, then insert). */
export async function lockSubmitter(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`report-submit:${userId}`}, 0))`);
}

/** Reports this hunter sent since `since`, in any program. */
export async function countSentSince(tx: DbOrTx, userId: string, since: Date): Promise<number> {
  return countReports(tx, and(eq(reports.senderId, userId), gte(reports.createdAt, since))!);
}

/** This hunter's open (new or checked) reports in one program. */
export async function countOpenReports(tx: DbOrTx, userId: string, programId: string): Promise<number> {
  return countReports(
    tx,
    and(
      eq(reports.senderId, userId),
      eq(reports.programId, programId),
      inArray(reports.state, ["new", "checked"]),
    )!,
  );
}

/** Reports matching `where`, counted per program (program cards' newReportsNb). */
export async function countNewReportsWhere(db: DbOrTx, where: SQL): Promise<Map<string, number>> {
  const rows = await db
    .select({ programId: reports.programId, n: count() })
    .from(reports)
    .where(where)
    .groupBy(reports.programId);
  return new Map(rows.map((r) => [r.programId, r.n]));
}

/** The e-mail addresses of a program's staff: the organization's admin and the program's managers. */
export async function listProgramStaffEmails(
  db: DbOrTx,
  programId: string,
  organizationId: string,
): Promise<string[]> {
  const result = await db.execute<{ email: string }>(sql`
    select distinct ${users.email} as email from ${organizationMembers}
    join ${users} on ${users.id} = ${organizationMembers.userId}
    where ${organizationMembers.organizationId} = ${organizationId} and ${users.email} is not null
      and (${organizationMembers.role} = 'admin' or exists (
        select 1 from ${programManagers}
        where ${programManagers.memberId} = ${organizationMembers.id} and ${programManagers.programId} = ${programId}))`);
  return result.rows.map((r) => r.email);
}
