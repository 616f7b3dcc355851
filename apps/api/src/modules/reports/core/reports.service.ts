import type { CreateReport, ListReportsQuery, Report, ReportSummary } from "@bounty/shared";
import { and, type SQL } from "drizzle-orm";
import { recordEvent } from "../../../events/events.repository.ts";
import { can } from "../../../http/abilities.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, invalid, notFound } from "../../../http/errors.ts";
import { CSV_BOM } from "../../../lib/csv.ts";
import {
  findProgram,
  findScopeGroup,
  getProgramFor,
  isOrganizationMember,
  payloadOf,
  programPolicy,
} from "../../programs/index.ts";
import {
  authorizeReport,
  canSubmitWith,
  hasOrganizationAccess,
  isReportSender,
  listViewerOf,
  type ReportViewer,
  reportAbilitiesFor,
  reportSentBy,
  reportStaffedBy,
  reportViewerOf,
} from "../../standing/index.ts";
import { findPrivateInfo, findUser } from "../../users/index.ts";
import { markReadByStaff } from "../assessment/report-read.ts";
import { csvHeader, reportCsvLine } from "../lists/report-csv.ts";
import { streamReports } from "../lists/report-export.repository.ts";
import { listReports, reportFilters } from "../lists/report-list.repository.ts";
import { reportSearchText } from "../lists/report-search.ts";
import { checkCountry, checkSubmission } from "./report-submission.ts";
import { toReport, toReportSummary } from "./reports.presenter.ts";
import * as repo from "./reports.repository.ts";

const HOUR_MS = 3_600_000;

/**
 * A hunter submits a report (spec 2 §5). Everything is checked and written in one transaction: the
 * number from the program's counter, the report, its description as the first message, and the
 * `report.submitted` event (feed, live stream, chat). The program's staff are e-mailed after commit.
 */
export async function submitReport(ctx: AppContext, actor: Actor, input: CreateReport): Promise<Report> {
  if (!canSubmitWith(actor))
    throw new AppError("forbidden", "API keys cannot submit reports: sign in to report.");
  const submitted = await ctx.database.db.transaction(async (tx) => {
    const loaded = await getProgramFor(tx, actor, input.program, "read");
    const program = loaded.row.program;
    if (isOrganizationMember(actor, loaded.access)) {
      throw new AppError("forbidden", "Members of the organization do not report to its programs.");
    }
    // Spec 2 §5: frozen, or private without an approved application, is not found for submission.
    if (program.frozen || !can(actor, programPolicy, "readDetails", loaded.access)) throw notFound("Program");
    if (!program.activated || program.status !== "open") {
      throw new AppError("conflict", "This program is not accepting reports.");
    }
    if (!loaded.details.guidelineAcceptedAt) {
      throw new AppError("conflict", "Please accept the program's guideline before reporting.");
    }
    const hunter = (await findUser(tx, actor.userId))!;
    checkCountry(program.allowedCountries, hunter.country);
    if (program.visibility !== "public" && !(await findPrivateInfo(tx, hunter.id))) {
      throw new AppError(
        "conflict",
        "Private programs need your private information (name and address): add it in your account settings first.",
      );
    }
    const group = await findScopeGroup(tx, program.id, input.scope);
    if (!group) throw new AppError("validation_failed", "scope: Pick a scope of this program.");
    const checked = checkSubmission(program, group, input);

    // Counting then inserting is one step per hunter: two tabs cannot both pass a limit.
    await repo.lockSubmitter(tx, hunter.id);
    const sent = await repo.countSentSince(tx, hunter.id, new Date(Date.now() - HOUR_MS));
    if (sent >= ctx.config.RATE_LIMIT_REPORTS_PER_HOUR) {
      throw new AppError(
        "rate_limited",
        `You can submit at most ${ctx.config.RATE_LIMIT_REPORTS_PER_HOUR} reports an hour. Please try again later.`,
        { "retry-after": "3600" },
      );
    }
    const cap = program.maxOpenReportsPerHunter;
    if (cap !== null && (await repo.countOpenReports(tx, hunter.id, program.id)) >= cap) {
      throw new AppError(
        "conflict",
        `This program accepts at most ${cap} open reports per hunter. Wait until the organization has checked yours.`,
      );
    }

    const number = await repo.takeReportNumber(tx, program.id);
    const { report } = await repo.insertReport(
      tx,
      {
        programId: program.id,
        organizationId: program.organizationId,
        number,
        senderId: hunter.id,
        title: input.title,
        scopeGroupId: group.id,
        scope: checked.scope,
        rewards: program.rewards,
        vrtId: checked.vrtId,
        criticality: checked.criticality,
        severity: checked.severity,
        searchText: reportSearchText(input.title, input.content),
      },
      { senderId: hunter.id, content: input.content },
    );
    await recordEvent(tx, {
      type: "report.submitted",
      organizationId: program.organizationId,
      actorId: hunter.id,
      userId: hunter.id,
      programId: program.id,
      reportId: report.id,
      payload: { number, ...payloadOf(program) },
    });
    return report;
  });
  return getReport(ctx, actor, submitted.id, "hunter");
}

/** GET reports/{id}: 404 to whoever may not read it; the org view needs organization access. */
export async function getReport(
  ctx: AppContext,
  actor: Actor | null,
  id: string,
  view: "hunter" | "org" | undefined,
): Promise<Report> {
  const db = ctx.database.db;
  const viewer = await reportViewerOf(db, actor);
  const row = await repo.findReport(db, id);
  if (!row) throw notFound("Report");
  // A 404 to whoever may not read it; 403 to a member their organization's factor rule holds back.
  authorizeReport(actor, "read", { viewer, report: row.report });
  const access = {
    sender: isReportSender(viewer, row.report),
    organization: hasOrganizationAccess(viewer, row.report),
  };
  if (view === "org") authorizeReport(actor, "readOrganizationView", { viewer, report: row.report });
  const abilities = reportAbilitiesFor(actor, { viewer, report: row.report });
  if (
    view === "org" &&
    row.report.seenAt === null &&
    (await markReadByStaff(db, actor!, id, payloadOf(row.program)))
  ) {
    return toReport((await repo.findReport(db, id))!, access, abilities);
  }
  return toReport(row, access, abilities);
}

/** The list's filters as SQL, inside the view's part of the visibility rule. */
export function reportListWhere(viewer: ReportViewer, q: ListReportsQuery): SQL {
  const part = q.view === "org" ? reportStaffedBy(viewer) : reportSentBy(viewer);
  // Who owns a report is the team's business: a hunter's list may not be narrowed by it.
  if (q.assignee !== undefined && q.view !== "org")
    throw invalid("assignee", "Filter by assignee in the organization's view only.");
  if (q.label.length > 0 && q.view !== "org")
    throw invalid("label", "Filter by label in the organization's view only.");
  // The owner's order would tell the hunter who owns their reports.
  if ((q.sort === "assignee" || q.sort === "hunter") && q.view !== "org")
    throw invalid("sort", "Sort by hunter or assignee in the organization's view only.");
  const before = q.before ? new Date(`${q.before}T00:00:00.000Z`) : undefined;
  if (before) before.setUTCDate(before.getUTCDate() + 1);
  const filters = reportFilters({
    programIds: q.program,
    reportIds: q.report,
    organizationId: q.organization,
    states: q.state,
    severities: q.criticality,
    search: q.s || undefined,
    after: q.after ? new Date(`${q.after}T00:00:00.000Z`) : undefined,
    before,
    number: q.number,
    overdueAt: q.overdue ? new Date() : undefined,
    assigneeId:
      q.assignee === undefined
        ? undefined
        : q.assignee === "none"
          ? null
          : q.assignee === "me"
            ? (viewer.userId ?? undefined)
            : q.assignee,
    labelIds: q.label,
  });
  return and(part, ...filters)!;
}

/** GET reports: the hunter's own (view=hunter) or the ones the viewer staffs (view=org). */
export async function listReportsFor(
  ctx: AppContext,
  actor: Actor,
  q: ListReportsQuery,
): Promise<{ data: ReportSummary[]; meta: { total: number; page: number; perPage: number } }> {
  const db = ctx.database.db;
  const viewer = await listViewerOf(db, actor, q.view);
  const { rows, total } = await listReports(db, reportListWhere(viewer, q), q.sort, q);
  // The hunter's own list: the priority, the assignee and the labels are the organization's own business.
  const data = rows
    .map(toReportSummary)
    .map((r) => (q.view === "hunter" ? { ...r, priority: null, assignee: null, labels: [] } : r));
  return { data, meta: { total, page: q.page, perPage: q.perPage } };
}

/**
 * The CSV export of exactly the list's filtered reports (every page, submission order), with its
 * total for the browser's progress. Rows are read a batch at a time and written as they come.
 */
export async function exportReportsCsv(
  ctx: AppContext,
  actor: Actor,
  q: ListReportsQuery,
): Promise<{ total: number; lines: AsyncGenerator<string> }> {
  const db = ctx.database.db;
  const where = reportListWhere(await listViewerOf(db, actor, q.view), q);
  // An organization's reports leaving in one file is in its audit log, one entry per organization.
  const byOrganization = q.view === "org" ? await repo.countReportsByOrganization(db, where) : [];
  const total =
    q.view === "org" ? byOrganization.reduce((sum, o) => sum + o.n, 0) : await repo.countReports(db, where);
  if (byOrganization.length > 0) {
    await db.transaction(async (tx) => {
      for (const { organizationId, n } of byOrganization)
        await recordEvent(tx, {
          type: "org.reports.exported",
          organizationId,
          actorId: actor.userId,
          payload: { count: n },
        });
    });
  }
  const publicUrl = ctx.config.PUBLIC_URL;
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvHeader();
    for await (const batch of streamReports(db, where)) {
      yield batch.map((row) => reportCsvLine(row, publicUrl, q.view === "org")).join("");
    }
  }
  return { total, lines: lines() };
}

/**
 * /ref/{scope}/{number}: where a reference leads the caller. `scope` is the program's slug or id;
 * null when the program, the report or the caller's right to it is missing (the same 404 for all).
 */
export async function resolveReference(
  ctx: AppContext,
  actor: Actor | null,
  scope: string,
  number: number,
): Promise<{ id: string; organizationId: string; view: "org" | "hunter" } | null> {
  const db = ctx.database.db;
  const found = await findProgram(db, scope);
  if (!found) return null;
  const report = await repo.findReportByNumber(db, found.program.id, number);
  if (!report) return null;
  const viewer = await reportViewerOf(db, actor);
  if (hasOrganizationAccess(viewer, report))
    return { id: report.id, organizationId: report.organizationId, view: "org" };
  if (isReportSender(viewer, report))
    return { id: report.id, organizationId: report.organizationId, view: "hunter" };
  return null;
}
