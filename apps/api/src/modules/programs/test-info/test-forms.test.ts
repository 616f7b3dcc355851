import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, testForms, testInfoMessages, testInfoRequests } from "../../../db/schema/index.ts";
import { buildProgram } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  buildTestForm,
  buildTestInfoRequest,
  buildTestInfoWorld,
  type TestInfoWorld,
} from "./test-info.fixtures.ts";

let t: TestApp;
let w: TestInfoWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildTestInfoWorld(t);
});
afterAll(async () => t.close());

const db = () => t.ctx.database.db;
const formsUrl = (programId: string) => `/api/programs/${programId}/test/forms`;
const save = (url: string, payload: object, method: "POST" | "PUT" = "POST") =>
  t.app.inject({ method, url, headers: w.admin.headers, payload });

describe("test-information forms", () => {
  it("creates, edits and lists a form in the program's answer", async () => {
    const created = await save(formsUrl(w.programs.open.id), {
      title: "  Test account ",
      description: "Staging",
    });
    expect(created.statusCode).toBe(201);
    const form = created.json().data;
    expect(form).toEqual({ id: expect.any(String), title: "Test account", description: "Staging" });
    const edited = await save(`${formsUrl(w.programs.open.id)}/${form.id}`, { title: "VPN" }, "PUT");
    expect(edited.json().data).toEqual({ id: form.id, title: "VPN", description: "" });
    const program = await t.app.inject({
      url: `/api/programs/${w.programs.open.slug}`,
      headers: w.nonMember.headers,
    });
    expect(program.json().data.testForms).toContainEqual({ id: form.id, title: "VPN", description: "" });
    const types = (await db().select().from(events).where(eq(events.programId, w.programs.open.id))).map(
      (e) => e.type,
    );
    expect(types).toEqual(expect.arrayContaining(["program.test_form.created", "program.test_form.updated"]));
  });

  it.each([
    ["a blank title", { title: "   " }, "title: Enter a title."],
    ["no title", { description: "x" }, "title: "],
    ["a long title", { title: "x".repeat(201) }, "title: Use at most 200 characters."],
    ["an unknown field", { title: "Ok", position: 1 }, "Unknown field: position."],
  ])("refuses %s with a 400 naming the field", async (_, payload, message) => {
    const program = await buildProgram(db(), w.org.id, { activated: true, firstActivatedAt: new Date() });
    const res = await save(formsUrl(program.id), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await db().select().from(testForms).where(eq(testForms.programId, program.id))).toEqual([]);
  });

  it("allows at most 20 forms a program", async () => {
    const program = await buildProgram(db(), w.org.id, { activated: true, firstActivatedAt: new Date() });
    for (let i = 0; i < 19; i++) await buildTestForm(db(), program.id, `Form ${i}`);
    expect((await save(formsUrl(program.id), { title: "Twentieth" })).statusCode).toBe(201);
    const res = await save(formsUrl(program.id), { title: "Twenty-first" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("A program can have at most 20 test-information forms.");
    expect(await db().select().from(testForms).where(eq(testForms.programId, program.id))).toHaveLength(20);
  });

  it("answers 404 for a form of another program", async () => {
    const other = await buildTestForm(db(), w.programs.application.id, "Elsewhere");
    const url = `${formsUrl(w.programs.open.id)}/${other.id}`;
    const put = await save(url, { title: "Hijack" }, "PUT");
    expect(put.statusCode).toBe(404);
    expect(put.json().error.message).toBe("Test-information form not found.");
    expect((await t.app.inject({ method: "DELETE", url, headers: w.admin.headers })).statusCode).toBe(404);
    const [row] = await db().select().from(testForms).where(eq(testForms.id, other.id));
    expect(row?.title).toBe("Elsewhere");
  });

  it("deletes a form with the requests made through it", async () => {
    const form = await buildTestForm(db(), w.programs.open.id, "Doomed");
    const kept = await buildTestForm(db(), w.programs.open.id, "Kept");
    const asked = await t.app.inject({
      method: "POST",
      url: `/api/programs/${w.programs.open.id}/test/info`,
      headers: w.nonMember.headers,
      payload: { testForm: form.id, message: "Please" },
    });
    const requestId = asked.json().data.id;
    await buildTestInfoRequest(db(), w.programs.open.id, w.approved.user.id, {
      formId: form.id,
      status: "rejected",
    });
    const other = await buildTestInfoRequest(db(), w.programs.open.id, w.approved.user.id, {
      formId: kept.id,
    });
    const res = await t.app.inject({
      method: "DELETE",
      url: `${formsUrl(w.programs.open.id)}/${form.id}`,
      headers: w.manager.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true, deletedRequests: 2 } });
    expect(await db().select().from(testInfoRequests).where(eq(testInfoRequests.formId, form.id))).toEqual(
      [],
    );
    expect(
      await db().select().from(testInfoMessages).where(eq(testInfoMessages.requestId, requestId)),
    ).toEqual([]);
    expect(await db().select().from(testInfoRequests).where(eq(testInfoRequests.id, other.id))).toHaveLength(
      1,
    );
    const [event] = await db().select().from(events).where(eq(events.type, "program.test_form.deleted"));
    expect(event?.payload).toMatchObject({ formId: form.id, title: "Doomed", deletedRequests: 2 });
    const again = await t.app.inject({
      method: "DELETE",
      url: `${formsUrl(w.programs.open.id)}/${form.id}`,
      headers: w.manager.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
