import { createHmac, timingSafeEqual } from "node:crypto";
import { type CreateSubscription, SubscriptionNotice } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { type EventType, recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { getProgramFor } from "../core/program-loading.ts";
import { payloadOf } from "../core/program-rules.ts";
import { findProgram, type ProgramRow } from "../core/programs.repository.ts";
import * as repo from "./program-subscriptions.repository.ts";

export const SUBSCRIPTIONS_UNAVAILABLE = "Subscriptions are not available in this installation.";
export const ALREADY_SUBSCRIBED = "The program already has an active subscription.";
export const VDP_ONLY =
  "Only vulnerability disclosure programs take a subscription; other programs are paid.";
export const BAD_SIGNATURE = "The notice's signature does not match.";
const NO_SUBSCRIPTION = "The program has no subscription.";

async function record(
  db: DbOrTx,
  type: EventType,
  actorId: string | null,
  program: ProgramRow,
  subscription: repo.SubscriptionRow,
) {
  await recordEvent(db, {
    type,
    organizationId: program.organizationId,
    actorId,
    programId: program.id,
    payload: {
      subscriptionId: subscription.id,
      currency: subscription.currency,
      currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      ...payloadOf(program),
    },
  });
}

/** The program's latest subscription (members of the organization); none is a 404 (spec §7). */
export async function getSubscription(
  ctx: AppContext,
  actor: Actor,
  ref: string,
): Promise<repo.SubscriptionRow> {
  const { row } = await getProgramFor(ctx.database.db, actor, ref, "readSubscription");
  const subscription = await repo.findLatestSubscription(ctx.database.db, row.program.id);
  if (!subscription) throw new AppError("not_found", NO_SUBSCRIPTION);
  return subscription;
}

/**
 * Starts a vdp program's subscription, pending until the hosted checkout's notice says it is paid.
 * The admin alone (it costs money). A pending one is replaced (cancelled); a paid-up one refuses;
 * an active one whose period ended (the notice that cancels it never came) is replaced too.
 */
export async function createSubscription(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  input: CreateSubscription,
): Promise<repo.SubscriptionRow> {
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const { row } = await getProgramFor(tx, actor, ref, "subscribe", { lock: true });
      const program = row.program;
      if (!ctx.config.SUBSCRIPTION_CHECKOUT_URL) throw new AppError("unavailable", SUBSCRIPTIONS_UNAVAILABLE);
      if (program.type !== "vdp") throw new AppError("conflict", VDP_ONLY);
      const live = await repo.findLiveSubscription(tx, program.id);
      if (live) {
        const paidUp = live.status === "active" && (live.currentPeriodEnd?.getTime() ?? 0) > Date.now();
        if (paidUp) throw new AppError("conflict", ALREADY_SUBSCRIBED);
        const cancelled = await repo.updateSubscription(tx, live.id, { status: "cancelled" });
        await record(tx, "program.subscription.cancelled", actor.userId, program, cancelled);
      }
      const subscription = await repo.createSubscription(tx, {
        programId: program.id,
        currency: input.currency,
        createdBy: actor.userId,
      });
      await record(tx, "program.subscription.created", actor.userId, program, subscription);
      return subscription;
    });
  } catch (e) {
    // Two at once: the program row lock orders them, the partial unique index is the backstop.
    if (isUniqueViolation(e)) throw new AppError("conflict", "Another subscription was started just now.");
    throw e;
  }
}

/** Whether `header` is `sha256=<hex HMAC-SHA256 of body with secret>`, compared in constant time. */
export function signatureMatches(secret: string, body: Buffer, header: string | undefined): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "")?.[1];
  if (!given) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  return timingSafeEqual(Buffer.from(given, "hex"), expected);
}

function parseNotice(body: Buffer): SubscriptionNotice {
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    throw new AppError("validation_failed", "The body is not JSON.");
  }
  const parsed = SubscriptionNotice.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError("validation_failed", `${issue?.path.join(".") || "body"}: ${issue?.message}`);
}

/**
 * The hosted checkout's signed notice (no session): `active` with the paid-until moment (first
 * payment and each renewal), or `cancelled`. The same notice twice changes nothing the second time.
 */
export async function applyNotice(
  ctx: AppContext,
  body: Buffer,
  signature: string | undefined,
): Promise<repo.SubscriptionRow> {
  const secret = ctx.config.SUBSCRIPTION_WEBHOOK_SECRET;
  if (!secret) throw new AppError("unavailable", SUBSCRIPTIONS_UNAVAILABLE);
  if (!signatureMatches(secret, body, signature)) throw new AppError("unauthorized", BAD_SIGNATURE);
  const notice = parseNotice(body);
  const periodEnd = new Date(notice.currentPeriodEnd);
  return ctx.database.db.transaction(async (tx) => {
    // The program row first, then the subscription: the order createSubscription locks them in.
    const programId = (await repo.findSubscription(tx, notice.subscriptionId))?.programId;
    const row = programId ? await findProgram(tx, programId, { lock: true }) : null;
    const subscription = row ? await repo.findSubscriptionForUpdate(tx, notice.subscriptionId) : null;
    if (!row || !subscription) throw notFound("Subscription");
    const unchanged =
      subscription.status === notice.status &&
      subscription.currentPeriodEnd?.getTime() === periodEnd.getTime();
    if (unchanged || (subscription.status === "cancelled" && notice.status === "cancelled")) {
      return subscription;
    }
    if (subscription.status === "cancelled") {
      // Replaced by a newer one, or ended: a late payment is the operator's to refund.
      throw new AppError("conflict", "This subscription was cancelled; start a new one.");
    }
    const updated = await repo.updateSubscription(tx, subscription.id, {
      status: notice.status,
      currentPeriodEnd: periodEnd,
    });
    await record(
      tx,
      notice.status === "active" ? "program.subscription.activated" : "program.subscription.cancelled",
      null,
      row.program,
      updated,
    );
    return updated;
  });
}
