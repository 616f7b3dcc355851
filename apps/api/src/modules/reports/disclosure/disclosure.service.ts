import {
  type DisclosureAnswer,
  isDisclosableState,
  NOT_DISCLOSABLE,
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
      disclose: canDoDisclosure(actor, "disclose", viewer, report) && isDisclosableState(report.state),
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
    "id" | "number" | "state" | "senderId" | "programId" | "organizationId" | "program"
  >,
): Promise<void> {
  if (!isDisclosableState(report.state)) throw new AppError("conflict", NOT_DISCLOSABLE);
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
    if (!isDisclosableState(report.state)) throw new AppError("conflict", NOT_DISCLOSABLE);
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
 * The disclosure rule on a state change (issue 44): a report that leaves the closed states loses its
 * disclosure, scheduled or public, in the change's own transaction (the report is locked by then).
 * Returns the `report.undisclosed` event that tells the hunter and the report's staff, for the caller
 * to record with the change's; null when the report had none or stays closed.
 */
export async function withdrawOnReopen(
  tx: DbOrTx,
  report: { id: string; number: number; senderId: string | null; programId: string; organizationId: string },
  to: ReportState,
  actorId: string | null,
  privacy: { programDetailsPrivate: boolean },
): Promise<NewEvent | null> {
  if (isDisclosableState(to)) return null;
  const existing = await repo.findDisclosureRow(tx, report.id);
  if (!existing) return null;
  await repo.deleteDisclosure(tx, existing.id);
  return {
    type: "report.undisclosed",
    organizationId: report.organizationId,
    actorId,
    userId: report.senderId,
    programId: report.programId,
    reportId: report.id,
    payload: { number: report.number, disclosureId: existing.id, reopened: true, ...privacy },
  };
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
