// Test information is shown by the hunter's standing now, at each read (issue 26, item 2): a hunter
// removed from the program, a program made private or stopped, all answer 404 with nothing of it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programApplications, programs } from "../../../db/schema/index.ts";
import { buildProgram, buildSignedInUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildTestInfoRequest, buildTestInfoWorld, type TestInfoWorld } from "./test-info.fixtures.ts";

let t: TestApp;
let w: TestInfoWorld;
const db = () => t.ctx.database.db;
const SECRET = "user: tester / password: correct-horse-battery";

beforeAll(async () => {
  t = await createTestApp();
  w = await buildTestInfoWorld(t);
});
afterAll(() => t.close());

const started = { activated: true, firstActivatedAt: new Date() };
const readOwn = (programId: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/programs/${programId}/test/info/user`, headers });

async function expectGranted(programId: string, headers: Record<string, string>) {
  const res = await readOwn(programId, headers);
  expect(res.statusCode).toBe(200);
  expect(res.json().data[0].content).toBe(SECRET);
}

async function expectGone(programId: string, headers: Record<string, string>) {
  const res = await readOwn(programId, headers);
  expect(res.statusCode).toBe(404);
  expect(res.body).not.toContain("correct-horse");
}

describe("GET programs/{id}/test/info/user after the hunter's standing changed", () => {
  it("a hunter removed from an application program loses the accepted information", async () => {
    const program = await buildProgram(db(), w.org.id, { ...started, visibility: "application" });
    const hunter = await buildSignedInUser(t.ctx);
    const [application] = await db()
      .insert(programApplications)
      .values({ programId: program.id, hunterId: hunter.user.id, state: "approved" })
      .returning();
    await buildTestInfoRequest(db(), program.id, hunter.user.id, { status: "accepted", content: SECRET });
    await expectGranted(program.id, hunter.headers);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/applications/${application!.id}`,
      headers: w.admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    await expectGone(program.id, hunter.headers);
  });

  it("a public program made private, without an approved application, hides it", async () => {
    const program = await buildProgram(db(), w.org.id, { ...started, visibility: "public" });
    const hunter = await buildSignedInUser(t.ctx);
    await buildTestInfoRequest(db(), program.id, hunter.user.id, { status: "finalized", content: SECRET });
    await expectGranted(program.id, hunter.headers);
    await db().update(programs).set({ visibility: "application" }).where(eq(programs.id, program.id));
    await expectGone(program.id, hunter.headers);
  });

  it.each([["stopped" as const], ["suspended" as const]])("a %s program hides it", async (status) => {
    const program = await buildProgram(db(), w.org.id, { ...started, visibility: "public" });
    const hunter = await buildSignedInUser(t.ctx);
    await buildTestInfoRequest(db(), program.id, hunter.user.id, { status: "accepted", content: SECRET });
    await expectGranted(program.id, hunter.headers);
    await db().update(programs).set({ status }).where(eq(programs.id, program.id));
    await expectGone(program.id, hunter.headers);
  });
});
