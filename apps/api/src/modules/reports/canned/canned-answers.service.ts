import {
  CANNED_ANSWERS_MAX,
  type CannedAnswer,
  type CreateCannedAnswer,
  REPORT_STATE_NAMES,
  type UpdateCannedAnswer,
} from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { getOrganizationFor } from "../../organizations/index.ts";
import * as repo from "./canned-answers.repository.ts";

/** A title or a state another answer of the organization already holds: a 409 that names it. */
async function refuseClash(
  tx: DbOrTx,
  organizationId: string,
  input: { title?: string | undefined; state?: CannedAnswer["state"] | undefined },
  self?: string,
) {
  const clash = await repo.findClash(tx, organizationId, input);
  if (clash.title && clash.title.id !== self)
    throw new AppError("conflict", `The organization already has a canned answer titled “${input.title}”.`);
  if (clash.state && clash.state.id !== self)
    throw new AppError(
      "conflict",
      `“${clash.state.title}” is already offered first for ${REPORT_STATE_NAMES[input.state!]}: change that one first.`,
    );
}

/** GET organizations/{id}/canned-answers: every member may use them. */
export async function listCannedAnswers(ctx: AppContext, actor: Actor, organizationId: string) {
  await getOrganizationFor(ctx.database.db, actor, organizationId, "read");
  return repo.listCannedAnswers(ctx.database.db, organizationId);
}

/** POST organizations/{id}/canned-answers: the admin adds one (the list is held for the checks). */
export async function createCannedAnswer(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  input: CreateCannedAnswer,
): Promise<CannedAnswer> {
  return ctx.database.db.transaction(async (tx) => {
    await getOrganizationFor(tx, actor, organizationId, "manageCannedAnswers");
    await repo.lockCannedAnswers(tx, organizationId);
    if ((await repo.countCannedAnswers(tx, organizationId)) >= CANNED_ANSWERS_MAX)
      throw new AppError(
        "conflict",
        `The organization has ${CANNED_ANSWERS_MAX} canned answers: delete one first.`,
      );
    await refuseClash(tx, organizationId, input);
    const answer = await repo.insertCannedAnswer(tx, { organizationId, ...input });
    await recordEvent(tx, {
      type: "org.canned_answer.created",
      organizationId,
      actorId: actor.userId,
      payload: { cannedAnswerId: answer.id, title: answer.title },
    });
    return answer;
  });
}

/** The answer for its organization's admin, the organization's list held: 404 for non-members. */
async function loadAnswer(tx: DbOrTx, actor: Actor, id: string) {
  const found = await repo.findCannedAnswer(tx, id);
  if (!found) throw notFound("Canned answer");
  await getOrganizationFor(tx, actor, found.organizationId, "manageCannedAnswers").catch((error: unknown) => {
    throw error instanceof AppError && error.code === "not_found" ? notFound("Canned answer") : error;
  });
  await repo.lockCannedAnswers(tx, found.organizationId);
  // Read again under the lock every writer takes: a deletion that went first is a 404 here.
  const held = await repo.findCannedAnswer(tx, id);
  if (!held) throw notFound("Canned answer");
  return held;
}

/** PATCH canned-answers/{id}. */
export async function updateCannedAnswer(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: UpdateCannedAnswer,
): Promise<CannedAnswer> {
  return ctx.database.db.transaction(async (tx) => {
    const found = await loadAnswer(tx, actor, id);
    await refuseClash(tx, found.organizationId, input, id);
    const answer = await repo.updateCannedAnswer(tx, id, input);
    await recordEvent(tx, {
      type: "org.canned_answer.updated",
      organizationId: found.organizationId,
      actorId: actor.userId,
      payload: { cannedAnswerId: id, title: answer.title },
    });
    return answer;
  });
}

/** DELETE canned-answers/{id}: messages already sent with it stay as they were sent. */
export async function deleteCannedAnswer(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const found = await loadAnswer(tx, actor, id);
    await repo.deleteCannedAnswer(tx, id);
    await recordEvent(tx, {
      type: "org.canned_answer.deleted",
      organizationId: found.organizationId,
      actorId: actor.userId,
      payload: { cannedAnswerId: id, title: found.title },
    });
  });
}
