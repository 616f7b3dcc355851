import type { ListTestInfoRequestsQuery, UpdateTestInfoRequest } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { type EventType, recordEvent } from "../../../events/events.repository.ts";
import { can } from "../../../http/abilities.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { getProgramFor } from "../core/program-loading.ts";
import { isOrganizationMember, programPolicy } from "../core/programs.policy.ts";
import type { ProgramRow } from "../core/programs.repository.ts";
import { findTestForm } from "./test-forms.repository.ts";
import * as repo from "./test-info.repository.ts";
import {
  ACTIVE_REQUEST_TAKEN,
  contentAfter,
  nextTestInfoStatus,
  refuseCancelTestInfo,
  type TestInfoChange,
} from "./test-info.rules.ts";

const eventTypes: Record<TestInfoChange | "request", EventType> = {
  request: "program.test_info.requested",
  cancel: "program.test_info.cancelled",
  accept: "program.test_info.accepted",
  reject: "program.test_info.rejected",
  update: "program.test_info.updated",
  finalize: "program.test_info.finalized",
  revoke: "program.test_info.revoked",
};

/** One event per action; test information is private, so never the message nor the content. */
const recordTestInfoEvent = (
  tx: DbOrTx,
  action: TestInfoChange | "request",
  actor: Actor,
  program: ProgramRow,
  request: repo.TestInfoRow,
  formTitle: string,
) =>
  recordEvent(tx, {
    type: eventTypes[action],
    organizationId: program.organizationId,
    actorId: actor.userId,
    // The hunter the request is about: feeds name them, whoever acted.
    userId: request.hunterId,
    programId: program.id,
    payload: { requestId: request.id, hunterId: request.hunterId, formTitle, programDetailsPrivate: true },
  });

/**
 * A hunter asks for test information through one of the program's forms (requestTestInfo): one
 * active request per hunter and form, guarded by a partial unique index against concurrent asks.
 */
export async function requestTestInfo(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  input: { testForm: string; message: string },
): Promise<repo.TestInfoView> {
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const { row } = await getProgramFor(tx, actor, ref, "requestTestInfo");
      // Key share: a form deleted meanwhile waits for this request, or this finds it gone.
      const form = await findTestForm(tx, row.program.id, input.testForm, { lock: "key share" });
      if (!form) throw notFound("Test-information form");
      if (await repo.findActiveTestInfoRequest(tx, row.program.id, actor.userId, form.id)) {
        throw new AppError("conflict", ACTIVE_REQUEST_TAKEN);
      }
      const request = await repo.createTestInfoRequest(tx, {
        programId: row.program.id,
        hunterId: actor.userId,
        formId: form.id,
      });
      await repo.addTestInfoMessage(tx, {
        requestId: request.id,
        authorId: actor.userId,
        action: "request",
        body: input.message,
      });
      await recordTestInfoEvent(tx, "request", actor, row.program, request, form.title);
      return repo.getTestInfoView(tx, row.program.id, request.id);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError("conflict", ACTIVE_REQUEST_TAKEN);
    throw e;
  }
}

/**
 * The caller's own requests to the program, newest first. The information (accounts and passwords
 * for the target) was granted once, but is shown by the caller's standing now: only while they may
 * test the program (requestTestInfo: joined where joining is needed, not a member, the program
 * open). A removed hunter, a program made private or stopped: 404, with nothing of the content.
 */
export async function listOwnTestInfo(
  ctx: AppContext,
  actor: Actor,
  ref: string,
): Promise<repo.TestInfoView[]> {
  const db = ctx.database.db;
  const { row, access } = await getProgramFor(db, actor, ref, "read");
  // Members never request test information (they read the organization's list): theirs is empty.
  if (isOrganizationMember(actor, access)) return [];
  if (!can(actor, programPolicy, "requestTestInfo", access)) throw notFound("Test information");
  return (await repo.listTestInfoRequests(db, row.program.id, { hunter: actor.userId })).views;
}

/** The program's requests for its organization (manageHunters), filtered and paged. */
export async function listTestInfo(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  query: ListTestInfoRequestsQuery,
): Promise<{ views: repo.TestInfoView[]; total: number }> {
  const db = ctx.database.db;
  const { row } = await getProgramFor(db, actor, ref, "manageHunters");
  const { page, perPage, ...filter } = query;
  return repo.listTestInfoRequests(db, row.program.id, filter, { page, perPage });
}

/** The hunter cancels their own request while it is idle; someone else's request is a 404. */
export async function cancelTestInfo(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  requestId: string,
  message: string,
): Promise<repo.TestInfoView> {
  return ctx.database.db.transaction(async (tx) => {
    const { row, access } = await getProgramFor(tx, actor, ref, "read");
    const request = await repo.findTestInfoRequest(tx, row.program.id, requestId, { lock: true });
    if (!request) throw notFound("Test-information request");
    const refusal = refuseCancelTestInfo(
      request,
      actor.userId,
      can(actor, programPolicy, "manageHunters", access),
    );
    if (refusal === "hidden") throw notFound("Test-information request");
    if (refusal) throw new AppError("forbidden", refusal);
    return applyChange(tx, actor, row.program, request, "cancel", message);
  });
}

/**
 * The organization acts on a request (manageHunters): accept, reject, update, finalize or revoke.
 * The request row is locked, so of two concurrent actions the second sees the first's status.
 * The hunter gets a mail without the information once the change is committed.
 */
export async function actOnTestInfo(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  requestId: string,
  input: UpdateTestInfoRequest,
): Promise<repo.TestInfoView> {
  // The hunter hears of it by the event's mail; one without an address reads it on the test page.
  return ctx.database.db.transaction(async (tx) => {
    const { row } = await getProgramFor(tx, actor, ref, "manageHunters");
    const request = await repo.findTestInfoRequest(tx, row.program.id, requestId, { lock: true });
    if (!request) throw notFound("Test-information request");
    return applyChange(tx, actor, row.program, request, input.action, input.message);
  });
}

/** Moves a locked request through the state machine, with its history line and event. */
async function applyChange(
  tx: DbOrTx,
  actor: Actor,
  program: ProgramRow,
  request: repo.TestInfoRow,
  action: TestInfoChange,
  message: string,
): Promise<repo.TestInfoView> {
  const status = nextTestInfoStatus(request.status, action);
  const updated = await repo.updateTestInfoRequest(tx, request.id, {
    status,
    content: contentAfter(action, request.content, message),
  });
  await repo.addTestInfoMessage(tx, { requestId: request.id, authorId: actor.userId, action, body: message });
  const view = await repo.getTestInfoView(tx, program.id, updated.id);
  await recordTestInfoEvent(tx, action, actor, program, updated, view.form.title);
  return view;
}
