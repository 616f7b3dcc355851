import {
  findVrtNode,
  isRejectedState,
  type REPORT_STATE_GROUPS,
  type Report,
  type ReportCriticality,
  type ReportState,
  severityOfVrtNode,
  type UpdateReport,
} from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { type NewEvent, recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { invalid, notFound } from "../../../http/errors.ts";
import { EVERY_PROGRAM } from "../../../lib/public-cache.ts";
import { payloadOf } from "../../programs/index.ts";
import {
  authorizeReport,
  lockProgramStaffMember,
  type ReportViewer,
  reportViewerOf,
} from "../../standing/index.ts";
import { postStateMessage, wordsFor } from "../conversation/state-message.ts";
import { assessCriticality } from "../core/report-submission.ts";
import { findReportByNumber } from "../core/reports.repository.ts";
import { getReport } from "../core/reports.service.ts";
import { withdrawnByStateChange } from "../disclosure/disclosure.service.ts";
import { changeLabels } from "../labels/report-labels.ts";
import * as repo from "./report-triage.repository.ts";

/** The level lists filter on: the organization's assessment, else the hunter's, else the type's. */
function listSeverity(r: repo.TriageReportRow, org: ReportCriticality | null) {
  if (org) return org.severity;
  if (r.criticality) return r.criticality.severity;
  const node = r.vrtId ? findVrtNode(r.vrtId) : null;
  return node ? severityOfVrtNode(node) : null;
}

export const ASSIGNEE_NOT_STAFF =
  "Assign the report to an admin of the organization or a manager of its program.";

const sameAssessment = (a: ReportCriticality | null, b: ReportCriticality | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * PATCH reports/{id}: the program's staff change the state, the priority or their own assessment.
 * The report is locked for the change; each change writes its event with from and to, in the same
 * transaction (mails follow from the events through the outbox).
 */
export async function updateReport(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: UpdateReport,
): Promise<Report> {
  await ctx.database.db.transaction(async (tx) => {
    const viewer = await reportViewerOf(tx, actor);
    await changeReport(tx, actor, viewer, id, input);
  });
  // Read back without the org view: a change is not the first read that marks the report read.
  const report = await getReport(ctx, actor, id, undefined);
  // This instance's public copies go at once (a reopen may have withdrawn a disclosure, its own or its
  // duplicates'); the other instances' go when the bus brings them the committed events.
  if (input.state !== undefined) {
    ctx.publicCache.drop(report.program.id);
    ctx.publicCache.drop(EVERY_PROGRAM);
  }
  return report;
}

/**
 * One report's change inside the caller's transaction: locked, authorized, checked, written with
 * its events. A rejected state needs the reason the hunter reads; duplicate names its original in
 * the same program; resolving an original tells each duplicate's hunter. False when nothing changed.
 */
export async function changeReport(
  tx: DbOrTx,
  actor: Actor,
  viewer: ReportViewer,
  id: string,
  input: UpdateReport,
): Promise<boolean> {
  // The new owner's standing is locked before the report, in the order a removal takes its locks.
  const place = input.assignee ? await repo.findReportPlace(tx, id) : null;
  const assignee =
    input.assignee && place
      ? await lockProgramStaffMember(tx, place.organizationId, place.programId, input.assignee)
      : null;
  const found = await repo.findReportForUpdate(tx, id);
  if (!found) throw notFound("Report");
  const access = { viewer, report: found.report };
  // Each field is its own action; a request with none still needs the staff (setState's refusal).
  const actions = [
    ...(input.state !== undefined ||
    input.duplicateOf !== undefined ||
    input.reason !== undefined ||
    input.message !== undefined
      ? (["setState"] as const)
      : []),
    ...(input.priority !== undefined ? (["setPriority"] as const) : []),
    ...(input.orgAssessment !== undefined ? (["assess"] as const) : []),
    ...(input.assignee !== undefined ? (["assign"] as const) : []),
    ...(input.addLabels !== undefined || input.removeLabels !== undefined ? (["label"] as const) : []),
  ];
  for (const action of actions.length > 0 ? actions : (["setState"] as const))
    authorizeReport(actor, action, access);
  const { report: r, program } = found;
  const base = {
    organizationId: r.organizationId,
    actorId: actor.userId,
    userId: r.senderId,
    programId: r.programId,
    reportId: r.id,
  };
  const privacy = payloadOf(program);
  const changes: Parameters<typeof repo.updateReportRow>[2] = {};
  const events: NewEvent[] = [];
  // The original is named when the report becomes a duplicate, and only then: never ignored.
  if (input.duplicateOf !== undefined && !(input.state === "duplicate" && r.state !== "duplicate")) {
    throw invalid(
      "duplicateOf",
      r.state === "duplicate" && input.state === "duplicate"
        ? "This report is already a duplicate: to name another original, move it to another state first."
        : "Name an original only when you mark the report a duplicate.",
    );
  }

  if (input.state !== undefined && input.state !== r.state) {
    const to = input.state;
    // The words go to this report's hunter: `{{hunter}}` and the others are filled for each report.
    const hunter = r.senderId ? await repo.findUserName(tx, r.senderId) : null;
    const reason = wordsFor("reason", input.reason?.trim() ?? "", r, program, hunter);
    if (isRejectedState(to) && !reason)
      throw invalid("reason", "Say why the report is rejected: the hunter reads it.");
    let duplicateOf: number | undefined;
    let originalState: ReportState | null = null;
    changes.duplicateOfId = null;
    if (to === "duplicate") {
      if (!input.duplicateOf) throw invalid("duplicateOf", "Name the original report's number.");
      const original = await findReportByNumber(tx, r.programId, input.duplicateOf);
      if (!original || original.id === r.id)
        throw invalid("duplicateOf", "Name another report of this program.");
      changes.duplicateOfId = original.id;
      originalState = original.state;
      duplicateOf = input.duplicateOf;
    }
    changes.state = to;
    changes.stateChangedAt = new Date();
    // The disclosure rule: a report that may no longer be disclosed loses its disclosure at once.
    const withdrawn = await withdrawnByStateChange(tx, r, { to, originalState }, actor.userId, privacy);
    events.push(
      isRejectedState(to)
        ? {
            ...base,
            type: "report.rejected",
            payload: {
              number: r.number,
              from: r.state,
              to,
              reason: to as (typeof REPORT_STATE_GROUPS.rejected)[number],
              description: reason,
              ...(duplicateOf ? { duplicateOf } : {}),
              ...privacy,
            },
          }
        : {
            ...base,
            type: "report.state.changed",
            payload: { number: r.number, from: r.state, to, ...privacy },
          },
    );
    events.push(...withdrawn);
    const message = wordsFor("message", input.message?.trim() ?? "", r, program, hunter);
    if (message) events.push(await postStateMessage(tx, r, program, actor.userId, message));
    if (to === "resolved") {
      for (const dup of await repo.listDuplicatesOf(tx, r.id)) {
        events.push({
          type: "report.original.resolved",
          organizationId: dup.organizationId,
          actorId: actor.userId,
          userId: dup.senderId,
          programId: dup.programId,
          reportId: dup.id,
          payload: { number: dup.number, original: r.number, ...privacy },
        });
      }
    }
  }
  if (input.priority !== undefined && input.priority !== r.priority) {
    changes.priority = input.priority;
    events.push({
      ...base,
      type: "report.priority.changed",
      payload: { number: r.number, from: r.priority, to: input.priority, ...privacy },
    });
  }
  if (input.orgAssessment !== undefined) {
    const next =
      input.orgAssessment === null ? null : assessCriticality(program, input.orgAssessment, "orgAssessment");
    if (!sameAssessment(next, r.orgCriticality)) {
      changes.orgCriticality = next;
      changes.severity = listSeverity(r, next);
      events.push({
        ...base,
        type: "report.severity.changed",
        payload: {
          number: r.number,
          from: r.orgCriticality?.severity ?? null,
          to: next?.severity ?? null,
          ...privacy,
        },
      });
    }
  }
  if (input.assignee && !assignee) throw invalid("assignee", ASSIGNEE_NOT_STAFF);
  // The stored id is the database's spelling: the same person in capitals is no change.
  const assigneeId = assignee?.id ?? null;
  if (input.assignee !== undefined && assigneeId !== r.assigneeId) {
    changes.assigneeId = assigneeId;
    events.push({
      ...base,
      type: "report.assignee.changed",
      payload: {
        number: r.number,
        from: r.assigneeId ? await repo.findUserName(tx, r.assigneeId) : null,
        to: assignee?.displayName ?? null,
        assigneeId,
        ...privacy,
      },
    });
  }
  const labelled = await changeLabels(tx, r, input);
  if (labelled)
    events.push({
      ...base,
      type: "report.labels.changed",
      payload: { number: r.number, ...labelled, ...privacy },
    });
  if (events.length === 0) return false;
  // Labels live in their own table: a change of labels alone leaves the report's row as it is.
  if (Object.keys(changes).length > 0) await repo.updateReportRow(tx, r.id, changes);
  for (const event of events) await recordEvent(tx, event);
  return true;
}
