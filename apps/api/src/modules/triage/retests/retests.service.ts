import { createHash } from "node:crypto";
import {
  type EventPayload,
  isProgramStopped,
  PROGRAM_STOPPED_TEXT,
  RETEST_DAYS,
  type RequestRetest,
  type Retest,
  type RetestList,
} from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { payloadOf } from "../../programs/index.ts";
import { loadVulnerability } from "../triage.service.ts";
import { sidesOn } from "../triage-standing.repository.ts";
import { holdFee, releaseFee } from "./retest-money.ts";
import {
  type RetestStep,
  refuseRetestAsk,
  refuseRetestStep,
  retestSideOf,
  retestSideRefusals,
} from "./retests.policy.ts";
import { type RetestStanding, toRetest } from "./retests.presenter.ts";
import * as repo from "./retests.repository.ts";

export const RETEST_KEY_REQUIRED =
  "Send an Idempotency-Key header (a new random value per request), so a repeated request cannot hold or pay twice.";
export const RETEST_KEY_REUSED = "This Idempotency-Key was already used for another retest request.";
export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const DAY_MS = 86_400_000;
export const retestDeadline = (from: Date) => new Date(from.getTime() + RETEST_DAYS * DAY_MS);

/** The caller's standing on a report's retests: its hunter, its triage (sessions only), or none. */
async function standingOn(
  db: DbOrTx,
  actor: Actor,
  report: { senderId: string | null; programId: string },
  triaged: boolean,
): Promise<RetestStanding | null> {
  if (report.senderId === actor.userId) return "hunter";
  if (!triaged || actor.via !== "session") return null;
  return (await sidesOn(db, actor.userId, report.programId)).length > 0 ? "staff" : null;
}

async function readRetests(db: DbOrTx, reportId: string, standing: RetestStanding): Promise<Retest[]> {
  const rows = await repo.listRetestsWithPeople(db, reportId);
  return rows.map((row) => toRetest(row, standing));
}

export async function readRetest(db: DbOrTx, retestId: string, standing: RetestStanding): Promise<Retest> {
  const found = await repo.findRetestWithReport(db, retestId);
  const rows = await repo.listRetestsWithPeople(db, found!.report.id);
  return toRetest(rows.find((r) => r.retest.id === retestId)!, standing);
}

/** GET reports/{id}/retests: to the report's hunter and its triage; 404 to everyone else. */
export async function listRetests(ctx: AppContext, actor: Actor, reportId: string): Promise<RetestList> {
  const db = ctx.database.db;
  const found = await repo.findReportFacts(db, reportId);
  if (!found) throw notFound("Report");
  const standing = await standingOn(db, actor, found, found.triageEnabledAt !== null);
  if (!standing) throw notFound("Report");
  const data = await readRetests(db, reportId, standing);
  const open = data.some((r) => r.status === "requested" || r.status === "accepted");
  return {
    data,
    canRequest: standing === "staff" && !open && found.lastAction === "remediate" && found.senderId !== null,
    feeAllowed: found.programType === "bounty",
  };
}

/**
 * POST reports/{id}/retests: the vulnerability's triage (either side) asks its hunter to retest the
 * fix. One transaction locks the report (one open retest at a time) and, for a fee, the budget; it
 * writes the retest, the fee's hold and the event, or nothing. The same Idempotency-Key with the same
 * body answers the first retest again; with another body it is refused.
 */
export async function requestRetest(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
  input: Required<RequestRetest>,
  clientKey: string | undefined,
): Promise<{ retest: Retest; replayed: boolean }> {
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const { row } = await loadVulnerability(tx, actor, reportId, true);
    if (!clientKey) throw new AppError("bad_request", RETEST_KEY_REQUIRED);
    const requestKey = sha256(clientKey);
    const requestHash = sha256(JSON.stringify([input.fee, input.message]));
    const earlier = await repo.findRetestByKey(tx, reportId, requestKey);
    if (earlier) {
      if (earlier.requestHash !== requestHash) throw new AppError("conflict", RETEST_KEY_REUSED);
      return { id: earlier.id, replayed: true };
    }
    const refusal = refuseRetestAsk({
      hasHunter: row.senderId !== null,
      lastAction: (await repo.findReportFacts(tx, reportId))?.lastAction ?? null,
      openRetest: (await repo.findOpenRetest(tx, reportId)) !== null,
      fee: input.fee,
      bugBounty: row.programType === "bounty",
      programStopped: isProgramStopped(row),
      stoppedText: PROGRAM_STOPPED_TEXT,
    });
    if (refusal) throw new AppError("conflict", refusal);
    const expiresAt = retestDeadline(new Date());
    const retest = await repo.insertRetest(tx, {
      reportId,
      programId: row.programId,
      hunterId: row.senderId,
      requestedBy: actor.userId,
      fee: input.fee,
      message: input.message,
      requestKey,
      requestHash,
      expiresAt,
    });
    await holdFee(tx, row.programId, retest.id, input.fee);
    await recordEvent(tx, {
      type: "report.retest.requested",
      organizationId: row.organizationId,
      actorId: actor.userId,
      userId: row.senderId,
      programId: row.programId,
      reportId,
      payload: {
        number: row.number,
        retestId: retest.id,
        fee: input.fee,
        expiresAt: expiresAt.toISOString(),
        ...payloadOf(row),
      },
    });
    return { id: retest.id, replayed: false };
  });
  return { retest: await readRetest(ctx.database.db, outcome.id, "staff"), replayed: outcome.replayed };
}

/**
 * Loads a retest for a change, locked, and the caller's standing on it: 404 to whoever may not see
 * it (as its report's routes), 403 to the side that does not take this step.
 */
export async function retestForChange(tx: DbOrTx, actor: Actor, retestId: string, step: RetestStep) {
  const found = await repo.findRetestWithReport(tx, retestId, true);
  if (!found) throw notFound("Retest");
  const standing = await standingOn(tx, actor, found.report, found.program.triageEnabledAt !== null);
  if (!standing) throw notFound("Retest");
  const side = retestSideOf[step];
  if (standing !== side) throw new AppError("forbidden", retestSideRefusals[side]);
  return found;
}

/** Throws the step's refusal (its status, its deadline), if the policy has one. */
export function refuseStep(step: RetestStep, retest: { status: string; expiresAt: Date | null }) {
  const refusal = refuseRetestStep(step, retest, new Date());
  if (refusal) throw new AppError("conflict", refusal);
}

type RetestEventType =
  | "report.retest.cancelled"
  | "report.retest.declined"
  | "report.retest.expired"
  | "report.retest.accepted"
  | "report.retest.answered";
type Base = "number" | "retestId" | "programDetailsPrivate";

/** The event of a retest's step, told to the report's readers; `extra` is what the type adds. */
export async function recordRetestEvent<T extends RetestEventType>(
  tx: DbOrTx,
  actor: Actor | null,
  found: repo.RetestWithReport,
  type: T,
  extra: Omit<EventPayload<T>, Base>,
) {
  const { report } = found;
  await recordEvent(tx, {
    type,
    organizationId: report.organizationId,
    actorId: actor?.userId ?? null,
    userId: report.senderId,
    programId: report.programId,
    reportId: report.id,
    payload: {
      number: report.number,
      retestId: found.retest.id,
      ...payloadOf(found.program),
      ...extra,
    } as EventPayload<T>,
  });
}

/** POST retests/{id}/cancel: the triage takes back a retest the hunter has not accepted; the fee returns. */
export async function cancelRetest(ctx: AppContext, actor: Actor, retestId: string): Promise<Retest> {
  await ctx.database.db.transaction(async (tx) => {
    const found = await retestForChange(tx, actor, retestId, "cancel");
    refuseStep("cancel", found.retest);
    await repo.updateRetest(tx, retestId, { status: "cancelled", closedAt: new Date() });
    await releaseFee(tx, found.report.programId, retestId, found.retest.fee);
    await recordRetestEvent(tx, actor, found, "report.retest.cancelled", {});
  });
  return readRetest(ctx.database.db, retestId, "staff");
}
