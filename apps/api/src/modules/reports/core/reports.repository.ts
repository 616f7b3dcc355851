import type { ReportLabel, ResponseTarget } from "@bounty/shared";
import { and, count, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { prepared } from "../../../db/prepared.ts";
import {
  organizations,
  programs,
  reportCounters,
  reportMessages,
  reports,
  users,
} from "../../../db/schema/index.ts";
import { type AttachmentRow, listAttachmentsOf } from "../conversation/attachments.repository.ts";
import { labelsColumn } from "../labels/labels.repository.ts";
import { currentDueOf, currentTargetOf } from "../targets/response-clock.ts";

export type ReportRow = typeof reports.$inferSelect;
export type ReportMessageRow = typeof reportMessages.$inferSelect;

/** A list row: the report's own columns (never its description) with its program and sender. */
export const summaryColumns = {
  report: {
    id: reports.id,
    programId: reports.programId,
    organizationId: reports.organizationId,
    number: reports.number,
    senderId: reports.senderId,
    isImport: reports.isImport,
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
    seenAt: reports.seenAt,
    assigneeId: reports.assigneeId,
    target: currentTargetOf(programs),
    dueAt: currentDueOf(programs).mapWith(reports.createdAt),
  },
  program: {
    id: programs.id,
    slug: programs.slug,
    name: programs.name,
    type: programs.type,
    activated: programs.activated,
    status: programs.status,
    visibility: programs.visibility,
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
  // Issue 47: one primary-key probe per row of a page (the users join is the sender's).
  assignee: sql<ReportSummaryRow["sender"]>`(select json_build_object('id', a.id, 'displayName',
    a.display_name, 'uniqueName', a.unique_name, 'iconKey', a.icon_key)
    from ${users} as a where a.id = ${reports.assigneeId})`,
  labels: labelsColumn,
};

export type ReportSummaryRow = {
  report: Pick<
    ReportRow,
    | "id"
    | "programId"
    | "organizationId"
    | "number"
    | "senderId"
    | "isImport"
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
    | "seenAt"
    | "assigneeId"
  > & { target: ResponseTarget | null; dueAt: Date | null };
  program: {
    id: string;
    slug: string;
    name: string;
    type: (typeof programs.$inferSelect)["type"];
    activated: boolean;
    status: (typeof programs.$inferSelect)["status"];
    visibility: (typeof programs.$inferSelect)["visibility"];
    cvssVersion: (typeof programs.$inferSelect)["cvssVersion"];
    creditSystem: (typeof programs.$inferSelect)["creditSystem"];
    replySpeed: number;
  };
  organization: { id: string; name: string; iconKey: string | null };
  sender: { id: string; displayName: string; uniqueName: string; iconKey: string | null } | null;
  /** The member who owns the report (issue 47), shown to the program's staff only. */
  assignee: { id: string; displayName: string; uniqueName: string; iconKey: string | null } | null;
  /** The organization's labels on it (issue 47), shown to the program's staff only. */
  labels: ReportLabel[];
};

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
): Promise<Pick<ReportRow, "id" | "programId" | "organizationId" | "senderId" | "state"> | null> {
  const [row] = await db
    .select({
      id: reports.id,
      programId: reports.programId,
      organizationId: reports.organizationId,
      senderId: reports.senderId,
      state: reports.state,
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

export async function countReports(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(where);
  return row?.n ?? 0;
}

/** How many of the matching reports each organization holds (an export's audit entries). */
export async function countReportsByOrganization(db: DbOrTx, where: SQL) {
  return db
    .select({ organizationId: reports.organizationId, n: count() })
    .from(reports)
    .where(where)
    .groupBy(reports.organizationId);
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
