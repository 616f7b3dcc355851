import { type ReportSort, type ReportState, reportStates, type SeverityLevel } from "@bounty/shared";
import { eq, gte, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { inIds } from "../../../db/id-lists.ts";
import { organizations, programs, reports, users } from "../../../db/schema/index.ts";
import { pageWindow } from "../../../http/pagination.ts";
import { countReports, type ReportSummaryRow, summaryColumns } from "../core/reports.repository.ts";
import { carriesLabels } from "../labels/labels.repository.ts";
import { overdueWhere, reportDueSql } from "../targets/response-clock.ts";

// A page of a report list (the hunter's and the organization's): its filters, order and total.

/** What a list may be narrowed by, on top of the visibility rule. */
export interface ReportFilter {
  programIds: readonly string[];
  /** Only these reports, when any are named. */
  reportIds?: readonly string[];
  organizationId?: string;
  states: readonly ReportState[];
  severities: readonly SeverityLevel[];
  /** Already trimmed; matched as a case-insensitive substring of the title and description. */
  search?: string;
  /** Sent at or after this moment, and before that one. */
  after?: Date;
  before?: Date;
  number?: number;
  /** Only open reports past their current response target at this moment. */
  overdueAt?: Date;
  /** Issue 47: only this member's reports; null, only those nobody owns. */
  assigneeId?: string | null;
  /** Issue 47: only reports carrying every one of these labels. */
  labelIds?: readonly string[];
}

const escapeLike = (s: string) => s.replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_");

export function reportFilters(f: ReportFilter): SQL[] {
  const where: SQL[] = [];
  if (f.programIds.length > 0) where.push(inIds(reports.programId, f.programIds));
  if (f.reportIds && f.reportIds.length > 0) where.push(inIds(reports.id, f.reportIds));
  if (f.organizationId) where.push(eq(reports.organizationId, f.organizationId));
  if (f.states.length > 0) where.push(inArray(reports.state, [...f.states]));
  if (f.severities.length > 0) where.push(inArray(reports.severity, [...f.severities]));
  if (f.number !== undefined) where.push(eq(reports.number, f.number));
  if (f.after) where.push(gte(reports.createdAt, f.after));
  if (f.before) where.push(lt(reports.createdAt, f.before));
  if (f.overdueAt) where.push(overdueWhere(f.overdueAt));
  if (f.assigneeId === null) where.push(isNull(reports.assigneeId));
  else if (f.assigneeId) where.push(eq(reports.assigneeId, f.assigneeId));
  if (f.labelIds && f.labelIds.length > 0) where.push(carriesLabels([...f.labelIds])!);
  if (f.search) {
    // search_text is stored lowercased; reports_search_trgm_idx answers three characters and more.
    where.push(sql`${reports.searchText} like ${`%${escapeLike(f.search.toLowerCase())}%`}`);
  }
  return where;
}

/** A rank by a list's order (the workflow's states, the severities worst first): issue 47's sorts. */
const rankOf = (column: SQL, order: readonly string[]) =>
  sql`case ${column} ${sql.raw(order.map((v, i) => `when '${v}' then ${i}`).join(" "))} end`;
const SEVERITY_ORDER = ["critical", "high", "medium", "low", "none"] as const;

/** A name a sort reads per row, lowercased (the page's id query joins nothing, so it looks it up). */
const programName = sql`(select lower(sp.name) from ${programs} as sp where sp.id = ${reports.programId})`;
const personName = (id: SQL) => sql`(select lower(su.display_name) from ${users} as su where su.id = ${id})`;

/**
 * Newest first by the sort's moment, the id breaking ties; `reverse` reads from the other end.
 * Every key names its nulls as the indexes do (DESC NULLS LAST): a plain DESC means NULLS FIRST, and
 * the planner would then sort every match instead of reading the index in order. Reports nobody
 * commented on yet come after the commented ones. Issue 47's orders (state, severity, names) come
 * first and the newest report breaks their ties; those with no value (no severity, no hunter, nobody
 * owning it) come last.
 */
export function orderOf(sort: ReportSort, reverse: boolean): SQL[] {
  const key = (column: SQL) => (reverse ? sql`${column} asc nulls first` : sql`${column} desc nulls last`);
  const rising = (column: SQL) => (reverse ? sql`${column} desc nulls first` : sql`${column} asc nulls last`);
  // The least time left first: the order runs the other way, reports without a clock last.
  if (sort === "target")
    return [rising(reportDueSql), rising(sql`${reports.createdAt}`), rising(sql`${reports.id}`)];
  const newest = [key(sql`${reports.createdAt}`), key(sql`${reports.id}`)];
  if (sort === "state") return [rising(rankOf(sql`${reports.state}`, reportStates)), ...newest];
  if (sort === "severity") return [rising(rankOf(sql`${reports.severity}`, SEVERITY_ORDER)), ...newest];
  if (sort === "program") return [rising(programName), ...newest];
  if (sort === "hunter") return [rising(personName(sql`${reports.senderId}`)), ...newest];
  if (sort === "assignee") return [rising(personName(sql`${reports.assigneeId}`)), ...newest];
  const moments = {
    comment: [reports.lastCommentAt, reports.createdAt],
    status: [reports.stateChangedAt],
    creation: [reports.createdAt],
  }[sort];
  return [...moments, reports.id].map((column) => key(sql`${column}`));
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
