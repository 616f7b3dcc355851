import {
  type DisclosureRequestAnswer,
  disclosureMayBePublic,
  disclosureRefusal,
  type PutDisclosureRequest,
} from "@bounty/shared";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { payloadOf } from "../../programs/index.ts";
import { reportViewerOf } from "../../standing/index.ts";
import { authorizeDisclosure, canDoDisclosure } from "./disclosure.policy.ts";
import { toDisclosureRequest } from "./disclosure.presenter.ts";
import * as repo from "./disclosure.repository.ts";

export const ALREADY_DISCLOSED = "This report is already disclosed.";
export const REQUEST_REJECTED = "Your request was rejected. Delete it to ask again.";

const eventBase = (r: repo.DisclosureReport, actorId: string | null) => ({
  organizationId: r.organizationId,
  actorId,
  userId: r.senderId,
  programId: r.programId,
  reportId: r.id,
});

/** GET reports/{id}/disclosure-request: the sender's request to whoever may read the report. */
export async function getDisclosureRequest(
  ctx: AppContext,
  actor: Actor | null,
  reportId: string,
): Promise<DisclosureRequestAnswer> {
  const db = ctx.database.db;
  const report = await repo.findReportForDisclosure(db, reportId);
  if (!report) throw notFound("Report");
  const viewer = await reportViewerOf(db, actor);
  authorizeDisclosure(actor, "read", viewer, report);
  const request = await repo.findRequest(db, reportId);
  const disclosed = (await repo.findDisclosureRow(db, reportId)) !== null;
  return {
    data: request ? toDisclosureRequest(request, report.program.disclosureAfterDays) : null,
    abilities: {
      edit:
        canDoDisclosure(actor, "request", viewer, report) &&
        !disclosed &&
        request?.status !== "rejected" &&
        disclosureMayBePublic(report),
      reject: canDoDisclosure(actor, "disclose", viewer, report) && request?.status === "pending",
    },
  };
}

/**
 * PUT reports/{id}/disclosure-request: the sender asks that a closed report be disclosed, or edits
 * the pending request's summary. The first request tells the program's staff.
 */
export async function putDisclosureRequest(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
  input: PutDisclosureRequest,
): Promise<DisclosureRequestAnswer> {
  await ctx.database.db.transaction(async (tx) => {
    const report = await repo.findReportForDisclosure(tx, reportId, true);
    if (!report) throw notFound("Report");
    authorizeDisclosure(actor, "request", await reportViewerOf(tx, actor), report);
    if (await repo.findDisclosureRow(tx, reportId)) throw new AppError("conflict", ALREADY_DISCLOSED);
    // The disclosure rule first: a request, new or edited, is for a report that may be disclosed.
    const refusal = disclosureRefusal(report);
    if (refusal) throw new AppError("conflict", refusal);
    const existing = await repo.findRequest(tx, reportId);
    if (existing?.status === "rejected") throw new AppError("conflict", REQUEST_REJECTED);
    if (existing) {
      await repo.updateRequest(tx, reportId, { summary: input.summary });
      return;
    }
    await repo.insertRequest(tx, { reportId, programId: report.programId, summary: input.summary });
    await recordEvent(tx, {
      ...eventBase(report, actor.userId),
      type: "report.disclosure.requested",
      payload: { number: report.number, ...payloadOf(report.program) },
    });
  });
  return getDisclosureRequest(ctx, actor, reportId);
}

/** DELETE reports/{id}/disclosure-request: the sender withdraws the request (or clears a rejected one). */
export async function deleteDisclosureRequest(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const report = await repo.findReportForDisclosure(tx, reportId, true);
    if (!report) throw notFound("Report");
    authorizeDisclosure(actor, "request", await reportViewerOf(tx, actor), report);
    if (!(await repo.findRequest(tx, reportId))) throw notFound("Disclosure request");
    await repo.deleteRequest(tx, reportId);
  });
}

/**
 * POST reports/{id}/disclosure-request/rejection: the program's staff decline a pending request.
 * The request stays, rejected, so the hunter reads the answer; they may delete it and ask again.
 */
export async function rejectDisclosureRequest(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
): Promise<DisclosureRequestAnswer> {
  await ctx.database.db.transaction(async (tx) => {
    const report = await repo.findReportForDisclosure(tx, reportId, true);
    if (!report) throw notFound("Report");
    authorizeDisclosure(actor, "disclose", await reportViewerOf(tx, actor), report);
    const request = await repo.findRequest(tx, reportId);
    if (!request) throw notFound("Disclosure request");
    if (request.status !== "pending") throw new AppError("conflict", "This request was already rejected.");
    await repo.updateRequest(tx, reportId, { status: "rejected", rejectedAt: new Date() });
    await recordEvent(tx, {
      ...eventBase(report, actor.userId),
      type: "report.disclosure.rejected",
      payload: { number: report.number, ...payloadOf(report.program) },
    });
  });
  return getDisclosureRequest(ctx, actor, reportId);
}
