import type { SaveTestForm } from "@bounty/shared";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import type { TestFormRow } from "../core/program-details.repository.ts";
import { getProgramFor } from "../core/program-loading.ts";
import { payloadOf } from "../core/program-rules.ts";
import type { ProgramRow } from "../core/programs.repository.ts";
import * as repo from "./test-forms.repository.ts";

/** A program offers at most this many test-information forms. */
export const MAX_TEST_FORMS = 20;

const formEvent = (
  type: "program.test_form.created" | "program.test_form.updated" | "program.test_form.deleted",
  actor: Actor,
  program: ProgramRow,
  form: TestFormRow,
  extra: Record<string, unknown> = {},
) => ({
  type,
  organizationId: program.organizationId,
  actorId: actor.userId,
  programId: program.id,
  payload: { formId: form.id, title: form.title, ...extra, ...payloadOf(program) },
});

/** Adds a test-information form (the admin and the program's managers); at most 20 a program. */
export async function createTestForm(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  input: SaveTestForm,
): Promise<TestFormRow> {
  return ctx.database.db.transaction(async (tx) => {
    // The program row lock makes the count and the insert one step for concurrent creates.
    const { row } = await getProgramFor(tx, actor, ref, "manageHunters", { lock: true });
    if ((await repo.countTestForms(tx, row.program.id)) >= MAX_TEST_FORMS) {
      throw new AppError("conflict", `A program can have at most ${MAX_TEST_FORMS} test-information forms.`);
    }
    const form = await repo.createTestForm(tx, row.program.id, input);
    await recordEvent(tx, formEvent("program.test_form.created", actor, row.program, form));
    return form;
  });
}

/** Edits a form's title and description; a form of another program is a 404. */
export async function updateTestForm(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  formId: string,
  input: SaveTestForm,
): Promise<TestFormRow> {
  return ctx.database.db.transaction(async (tx) => {
    const { row } = await getProgramFor(tx, actor, ref, "manageHunters");
    const form = await repo.findTestForm(tx, row.program.id, formId, { lock: "update" });
    if (!form) throw notFound("Test-information form");
    const updated = await repo.updateTestForm(tx, form.id, input);
    await recordEvent(tx, formEvent("program.test_form.updated", actor, row.program, updated));
    return updated;
  });
}

/** Deletes a form and, by cascade, the requests made through it; answers how many went. */
export async function deleteTestForm(
  ctx: AppContext,
  actor: Actor,
  ref: string,
  formId: string,
): Promise<{ deletedRequests: number }> {
  return ctx.database.db.transaction(async (tx) => {
    const { row } = await getProgramFor(tx, actor, ref, "manageHunters");
    // Locked so a request made meanwhile waits, then finds the form gone (404) instead of being missed.
    const form = await repo.findTestForm(tx, row.program.id, formId, { lock: "update" });
    if (!form) throw notFound("Test-information form");
    const deletedRequests = await repo.deleteTestForm(tx, form.id);
    await recordEvent(
      tx,
      formEvent("program.test_form.deleted", actor, row.program, form, { deletedRequests }),
    );
    return { deletedRequests };
  });
}
