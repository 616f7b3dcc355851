import {
  type DisclosureAnswer,
  disclosureMayBePublic,
  disclosureRefusal,
  ORIGINAL_CLOSED_STATES,
  type PutDisclosure,
  type ReportState,
} from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { type NewEvent, recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { EVERY_PROGRAM } from "../../../lib/public-cache.ts";
import { reportRewardTotals } from "../../ledger/index.ts";
import { payloadOf } from "../../programs/index.ts";
import { reportViewerOf } from "../../standing/index.ts";
import { authorizeDisclosure, canDoDisclosure } from "./disclosure.policy.ts";
import { toDisclosure } from "./disclosure.presenter.ts";
import * as repo from "./disclosure.repository.ts";

export const ALREADY_PUBLIC = "This disclosure is already public: undisclose it to publish it later.";

/** A report's disclosure as its answer shows it, the amount read from the ledger. */
export async function disclosureOf(db: DbOrTx, reportId: string) {
  const view = await repo.findDisclosureView(db, reportId);
  if (!view) return null;
  const paid = await reportRewardTotals(db, [reportId]);
  return toDisclosure(view, paid.get(reportId));
}

/** GET reports/{id}/disclosure: the disclosure, scheduled or public, to whoever may read the report. */
export async function getDisclosure(
  ctx: AppContext,
  actor: Actor | null,
  reportId: string,
): Promise<DisclosureAnswer> {
  const db = ctx.database.db;
  const report = await repo.findReportForDisclosure(db, reportId);
  if (!report) throw notFound("Report");
  const viewer = await reportViewerOf(db, actor);
  authorizeDisclosure(actor, "read", viewer, report);
  const data = await disclosureOf(db, reportId);
  return {
    data,
    abilities: {
      // The disclosure rule: only a closed report's disclosure is made, edited or published.
      disclose: canDoDisclosure(actor, "disclose", viewer, report) && disclosureMayBePublic(report),
    },
  };
}

/**
 * Publishes a disclosure now: sets its publication and writes `report.disclosed`, the one event that
 * says a report is public. Used by staff, the scheduled publication and the unanswered-request rule;
 * it refuses a report that is not closed whoever calls it (the disclosure rule, issue 44).
 */
export async function publishDisclosure(
  tx: DbOrTx,
  d: { id: string; at: Date; automatic: boolean; actorId: string | null },
  report: Pick<
    repo.DisclosureReport,
    "id" | "number" | "state" | "originalState" | "senderId" | "programId" | "organizationId" | "program"
  >,
): Promise<void> {
  const refusal = disclosureRefusal(report);
  if (refusal) throw new AppError("conflict", refusal);
  await repo.updateDisclosure(tx, d.id, { publishedAt: d.at });
  await recordEvent(tx, {
    type: "report.disclosed",
    organizationId: report.organizationId,
    actorId: d.actorId,
    userId: report.senderId,
    programId: report.programId,
    reportId: report.id,
    payload: {
      number: report.number,
      disclosureId: d.id,
      automatic: d.automatic,
      ...payloadOf(report.program),
    },
  });
}

/**
 * PUT reports/{id}/disclosure: the program's staff disclose a closed report (title and their summary;
 * the hunter's summary comes from a pending request, which it answers), or edit the disclosure. A
 * future `publishAt` saves it to go public then.
 */
export async function putDisclosure(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
  input: PutDisclosure,
): Promise<DisclosureAnswer> {
  const programId = await ctx.database.db.transaction(async (tx) => {
    const report = await repo.findReportForDisclosure(tx, reportId, true);
    if (!report) throw notFound("Report");
    authorizeDisclosure(actor, "disclose", await reportViewerOf(tx, actor), report);
    const now = new Date();
    const publishAt = input.publishAt ? new Date(input.publishAt) : now;
    const later = publishAt > now;
    const base = {
      organizationId: report.organizationId,
      actorId: actor.userId,
      userId: report.senderId,
      programId: report.programId,
      reportId,
    };
    const privacy = payloadOf(report.program);
    // The disclosure rule comes first: an open report's disclosure is neither made, edited nor published.
    const refusal = disclosureRefusal(report);
    if (refusal) throw new AppError("conflict", refusal);
    const existing = await repo.findDisclosureRow(tx, reportId);
    const fields = { title: input.title, orgSummary: input.orgSummary ?? "" };
    if (existing) {
      if (existing.publishedAt && later) throw new AppError("conflict", ALREADY_PUBLIC);
      await repo.updateDisclosure(tx, existing.id, {
        ...fields,
        ...(existing.publishedAt ? {} : { publishAt }),
      });
      if (!existing.publishedAt && !later)
        await publishDisclosure(
          tx,
          { id: existing.id, at: now, automatic: false, actorId: actor.userId },
          report,
        );
      else if (!existing.publishedAt && publishAt.getTime() !== existing.publishAt.getTime())
        await recordEvent(tx, {
          ...base,
          type: "report.disclosure.scheduled",
          payload: {
            number: report.number,
            disclosureId: existing.id,
            publishAt: publishAt.toISOString(),
            ...privacy,
          },
        });
      return report.programId;
    }
    const request = await repo.findRequest(tx, reportId);
    const created = await repo.insertDisclosure(tx, {
      reportId,
      programId: report.programId,
      organizationId: report.organizationId,
      ...fields,
      userSummary: request?.status === "pending" ? request.summary : "",
      createdById: actor.userId,
      publishAt,
    });
    // A pending request is answered: its summary is now the disclosure's.
    if (request?.status === "pending") await repo.deleteRequest(tx, reportId);
    if (later)
      await recordEvent(tx, {
        ...base,
        type: "report.disclosure.scheduled",
        payload: {
          number: report.number,
          disclosureId: created.id,
          publishAt: publishAt.toISOString(),
          ...privacy,
        },
      });
    else
      await publishDisclosure(
        tx,
        { id: created.id, at: now, automatic: false, actorId: actor.userId },
        report,
      );
    return report.programId;
  });
  // An edit writes no event: this instance forgets its visitors' copies now, others within their TTL.
  ctx.publicCache.drop(programId);
  ctx.publicCache.drop(EVERY_PROGRAM);
  return getDisclosure(ctx, actor, reportId);
}

/**
 * The disclosure rule on a state change (issue 44), in the change's own transaction (the report is
 * locked by then). A report that may no longer be disclosed loses its disclosure, scheduled or public,
 * and its pending request (which would disclose it the moment it closed again, on its old clock);
 * a report that stops being a closed original takes its duplicates' disclosures with it. Returns the
 * events that tell each hunter and the reports' readers, for the caller to record with the change's.
 */
export async function withdrawnByStateChange(
  tx: DbOrTx,
  report: { id: string; number: number; senderId: string | null; programId: string; organizationId: string },
  change: { to: ReportState; originalState: ReportState | null },
  actorId: string | null,
  privacy: { programDetailsPrivate: boolean },
): Promise<NewEvent[]> {
  const events: NewEvent[] = [];
  const about = (r: typeof report) => ({
    organizationId: r.organizationId,
    actorId,
    userId: r.senderId,
    programId: r.programId,
    reportId: r.id,
  });
  if (!disclosureMayBePublic({ state: change.to, originalState: change.originalState })) {
    const existing = await repo.findDisclosureRow(tx, report.id);
    if (existing) {
      await repo.deleteDisclosure(tx, existing.id);
      events.push({
        ...about(report),
        type: "report.undisclosed",
        payload: { number: report.number, disclosureId: existing.id, reopened: true, ...privacy },
      });
    }
    const request = await repo.findRequest(tx, report.id);
    if (request?.status === "pending") {
      await repo.deleteRequest(tx, report.id);
      events.push({
        ...about(report),
        type: "report.disclosure.rejected",
        payload: { number: report.number, reopened: true, ...privacy },
      });
    }
  }
  if (!(ORIGINAL_CLOSED_STATES as readonly ReportState[]).includes(change.to)) {
    for (const dup of await repo.listDuplicateDisclosures(tx, report.id)) {
      await repo.deleteDisclosure(tx, dup.disclosureId);
      events.push({
        ...about(dup),
        type: "report.undisclosed",
        payload: {
          number: dup.number,
          disclosureId: dup.disclosureId,
          reopened: true,
          original: report.number,
          ...privacy,
        },
      });
    }
  }
  return events;
}

/** DELETE reports/{id}/disclosure: the program's staff withdraw the disclosure; it is no longer public. */
export async function undisclose(ctx: AppContext, actor: Actor, reportId: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const report = await repo.findReportForDisclosure(tx, reportId, true);
    if (!report) throw notFound("Report");
    authorizeDisclosure(actor, "disclose", await reportViewerOf(tx, actor), report);
    const existing = await repo.findDisclosureRow(tx, reportId);
    if (!existing) throw notFound("Disclosure");
    await repo.deleteDisclosure(tx, existing.id);
    await recordEvent(tx, {
      type: "report.undisclosed",
      organizationId: report.organizationId,
      actorId: actor.userId,
      userId: report.senderId,
      programId: report.programId,
      reportId,
      payload: { number: report.number, disclosureId: existing.id, ...payloadOf(report.program) },
    });
  });
}
