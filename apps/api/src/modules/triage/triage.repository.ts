import type { ListTriageReportsQuery, SeverityLevel, TriageActionType } from "@bounty/shared";
import { and, asc, desc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import {
  organizations,
  programs,
  reportMessages,
  reports,
  triageActions,
  triageMessages,
  triageStages,
  users,
} from "../../db/schema/index.ts";

const person = {
  id: users.id,
  displayName: users.displayName,
  uniqueName: users.uniqueName,
  iconKey: users.iconKey,
};

/** Terminal steps: a vulnerability there is no longer open in the flow. */
const CLOSED = sql`('invalidate', 'closed.informative', 'closed.resolved')`;

/** The triaged programs among these ids, with their organization and open vulnerabilities. */
export async function listProgramsByIds(
  db: DbOrTx,
  ids: readonly string[],
  organizationIds: readonly string[],
) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: programs.id,
      slug: programs.slug,
      name: programs.name,
      organization: { id: organizations.id, name: organizations.name, iconKey: organizations.iconKey },
      open: sql<number>`(select count(*)::int from ${triageStages} s
        where s.program_id = ${programs.id} and (s.last_action is null or s.last_action not in ${CLOSED}))`,
    })
    .from(programs)
    .innerJoin(organizations, eq(organizations.id, programs.organizationId))
    .where(
      and(
        inArray(programs.id, [...ids]),
        organizationIds.length > 0 ? inArray(programs.organizationId, [...organizationIds]) : undefined,
      ),
    )
    .orderBy(asc(organizations.name), asc(programs.name));
}

/** A program as triage reads it: null when it does not exist. */
export async function findTriageProgram(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: programs.id,
      organizationId: programs.organizationId,
      triageEnabledAt: programs.triageEnabledAt,
      programType: programs.type,
    })
    .from(programs)
    .where(eq(programs.id, id));
  return row ?? null;
}

function listWhere(programId: string, q: ListTriageReportsQuery): SQL {
  const clauses: (SQL | undefined)[] = [eq(triageStages.programId, programId)];
  if (q.action.length > 0) {
    const stage = inArray(triageStages.lastAction, q.action);
    clauses.push(q.action.includes("triage") ? or(stage, isNull(triageStages.lastAction)) : stage);
  }
  if (q.lastActionBefore) clauses.push(lt(triageStages.lastActionAt, new Date(q.lastActionBefore)));
  return and(...clauses)!;
}

const SEVERITY_RANK = sql`case ${reports.severity} when 'critical' then 5 when 'high' then 4 when 'medium' then 3 when 'low' then 2 when 'none' then 1 else 0 end`;

/** A page of the program's triage table and its total. */
export async function listTriageReports(db: DbOrTx, programId: string, q: ListTriageReportsQuery) {
  const where = listWhere(programId, q);
  const dir = q.order === "asc" ? asc : desc;
  const key =
    q.orderBy === "createdAt"
      ? reports.createdAt
      : q.orderBy === "number"
        ? reports.number
        : q.orderBy === "severity"
          ? SEVERITY_RANK
          : triageStages.lastActionAt;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: reports.id,
        number: reports.number,
        title: reports.title,
        severity: reports.severity,
        state: reports.state,
        createdAt: reports.createdAt,
        lastAction: triageStages.lastAction,
        lastActionAt: triageStages.lastActionAt,
      })
      .from(triageStages)
      .innerJoin(reports, eq(reports.id, triageStages.reportId))
      .where(where)
      // Last action's order walks triage_stages_program_recent_idx; ties by the stage's report id.
      .orderBy(dir(key), q.orderBy === "lastActionAt" ? dir(triageStages.reportId) : dir(reports.number))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(triageStages).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type TriageListRow = Awaited<ReturnType<typeof listTriageReports>>["rows"][number];

/** A report of a program, locked for a step when `lock`; null when there is none. */
export async function findVulnerability(db: DbOrTx, id: string, lock = false) {
  const sender = alias(users, "sender");
  const original = alias(reports, "original");
  const query = db
    .select({
      id: reports.id,
      programId: reports.programId,
      organizationId: reports.organizationId,
      senderId: reports.senderId,
      number: reports.number,
      title: reports.title,
      state: reports.state,
      severity: reports.severity,
      scope: reports.scope,
      vrtId: reports.vrtId,
      isImport: reports.isImport,
      createdAt: reports.createdAt,
      triageEnabledAt: programs.triageEnabledAt,
      programType: programs.type,
      visibility: programs.visibility,
      activated: programs.activated,
      status: programs.status,
      program: { id: programs.id, name: programs.name, slug: programs.slug },
      organization: { id: organizations.id, name: organizations.name },
      original: { id: original.id, number: original.number },
      sender: {
        id: sender.id,
        displayName: sender.displayName,
        uniqueName: sender.uniqueName,
        iconKey: sender.iconKey,
      },
    })
    .from(reports)
    .innerJoin(programs, eq(programs.id, reports.programId))
    .innerJoin(organizations, eq(organizations.id, reports.organizationId))
    .leftJoin(sender, eq(sender.id, reports.senderId))
    .leftJoin(original, eq(original.id, reports.duplicateOfId))
    .where(eq(reports.id, id));
  const [row] = lock ? await query.for("update", { of: reports }) : await query;
  return row ?? null;
}
export type VulnerabilityRow = NonNullable<Awaited<ReturnType<typeof findVulnerability>>>;

export async function findStage(db: DbOrTx, reportId: string) {
  const [row] = await db.select().from(triageStages).where(eq(triageStages.reportId, reportId));
  return row ?? null;
}

/** The description: the report's first message (its files are the report's own). */
export async function findDescription(
  db: DbOrTx,
  reportId: string,
): Promise<{ id: string; content: string } | null> {
  const [row] = await db
    .select({ id: reportMessages.id, content: reportMessages.content })
    .from(reportMessages)
    .where(eq(reportMessages.reportId, reportId))
    .orderBy(asc(reportMessages.createdAt), asc(reportMessages.id))
    .limit(1);
  return row ?? null;
}

/** The report a message belongs to, or null. */
export async function findReportOfMessage(db: DbOrTx, messageId: string): Promise<string | null> {
  const [row] = await db
    .select({ reportId: reportMessages.reportId })
    .from(reportMessages)
    .where(eq(reportMessages.id, messageId));
  return row?.reportId ?? null;
}

export async function listActions(db: DbOrTx, reportId: string) {
  return db
    .select({
      id: triageActions.id,
      type: triageActions.type,
      sequence: triageActions.sequence,
      summary: triageActions.summary,
      createdAt: triageActions.createdAt,
      author: person,
    })
    .from(triageActions)
    .leftJoin(users, eq(users.id, triageActions.createdBy))
    .where(eq(triageActions.reportId, reportId))
    .orderBy(asc(triageActions.sequence));
}

export async function listMessages(db: DbOrTx, reportId: string) {
  return db
    .select({
      id: triageMessages.id,
      content: triageMessages.content,
      createdAt: triageMessages.createdAt,
      author: person,
    })
    .from(triageMessages)
    .leftJoin(users, eq(users.id, triageMessages.senderId))
    .where(eq(triageMessages.reportId, reportId))
    .orderBy(asc(triageMessages.createdAt), asc(triageMessages.id));
}

/** Records a step and moves the vulnerability's stage to it, in the caller's transaction. */
export async function insertAction(
  tx: DbOrTx,
  step: {
    reportId: string;
    programId: string;
    sequence: number;
    type: TriageActionType;
    summary: string;
    userId: string;
  },
) {
  const [row] = await tx
    .insert(triageActions)
    .values({
      reportId: step.reportId,
      sequence: step.sequence,
      type: step.type,
      summary: step.summary,
      createdBy: step.userId,
    })
    .returning({ createdAt: triageActions.createdAt });
  await tx
    .insert(triageStages)
    .values({
      reportId: step.reportId,
      programId: step.programId,
      lastAction: step.type,
      lastActionAt: row!.createdAt,
      sequence: step.sequence,
    })
    .onConflictDoUpdate({
      target: triageStages.reportId,
      set: { lastAction: step.type, lastActionAt: row!.createdAt, sequence: step.sequence },
    });
}

export async function insertMessage(tx: DbOrTx, reportId: string, senderId: string, content: string) {
  const [row] = await tx
    .insert(triageMessages)
    .values({ reportId, senderId, content })
    .returning({ id: triageMessages.id });
  return row!.id;
}

export type Severity = SeverityLevel | null;

/** A triage message with its vulnerability: null when there is none. */
export async function findMessage(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: triageMessages.id, reportId: triageMessages.reportId, senderId: triageMessages.senderId })
    .from(triageMessages)
    .where(eq(triageMessages.id, id));
  return row ?? null;
}
