// The test-information rows of docs/authorization-matrix.md: every kind of caller on every route,
// on a private (invite) program and on a public one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  buildTestForm,
  buildTestInfoRequest,
  buildTestInfoWorld,
  type Caller,
  callers,
  headersOf,
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
type Which = "private" | "public";
const programOf = (which: Which) => (which === "private" ? w.programs.private : w.programs.open);
/** The hunter who made the walk's requests: the approved one on the private program, any hunter on the public one. */
const requesterOf = (which: Which) => (which === "private" ? w.approved : w.nonMember);

const userIdOf = (who: Exclude<Caller, "anonymous" | "hunterKey" | "adminKey">) =>
  (who === "hunter" ? w.nonMember : w[who]).user.id;

const KEY_REFUSAL = "API keys cannot handle test information.";
const MANAGE_REFUSAL = "Only the admin and the program's managers can manage the program's hunters.";

type Expected = Record<Caller, number>;
const keysAndAnonymous = { anonymous: 401, hunterKey: 403, adminKey: 403 };
/** The admin and the program's managers (manageHunters). */
const staffOnly = (ok: number): Record<Which, Expected> => ({
  private: {
    ...keysAndAnonymous,
    hunter: 404,
    applicant: 404,
    approved: 403,
    member: 403,
    triage: 403,
    manager: ok,
    admin: ok,
    otherAdmin: 404,
  },
  public: {
    ...keysAndAnonymous,
    hunter: 403,
    applicant: 403,
    approved: 403,
    member: 403,
    triage: 403,
    manager: ok,
    admin: ok,
    otherAdmin: 403,
  },
});

const walk = (table: Record<Which, Expected>) =>
  (["private", "public"] as const).flatMap((which) =>
    callers.map((who) => [which, who, table[which][who]] as const),
  );

/** The 403 message each refused caller gets. */
function expectRefusal(
  res: { statusCode: number; json(): { error: { message: string } } },
  who: Caller,
  message: string,
) {
  if (res.statusCode !== 403) return;
  expect(res.json().error.message).toBe(who.endsWith("Key") ? KEY_REFUSAL : message);
}

describe.each([
  ["POST forms", 201],
  ["PUT forms/{formId}", 200],
  ["DELETE forms/{formId}", 200],
] as const)("%s", (route, ok) => {
  it.each(walk(staffOnly(ok)))("%s program, %s: %i", async (which, who, status) => {
    const program = programOf(which);
    const form = await buildTestForm(db(), program.id, "Walk");
    const url = `/api/programs/${program.id}/test/forms`;
    const res = await t.app.inject({
      method: route.split(" ")[0] as "POST" | "PUT" | "DELETE",
      url: route === "POST forms" ? url : `${url}/${form.id}`,
      headers: headersOf(w, who),
      payload: route.startsWith("DELETE") ? undefined : { title: "Walked" },
    });
    expect(res.statusCode).toBe(status);
    expectRefusal(res, who, MANAGE_REFUSAL);
  });
});

describe("POST test/info", () => {
  const table: Record<Which, Expected> = {
    private: {
      ...keysAndAnonymous,
      hunter: 404,
      applicant: 404,
      approved: 201,
      member: 403,
      triage: 403,
      manager: 403,
      admin: 403,
      otherAdmin: 404,
    },
    public: {
      ...keysAndAnonymous,
      hunter: 201,
      applicant: 201,
      approved: 201,
      member: 403,
      triage: 403,
      manager: 403,
      admin: 403,
      otherAdmin: 201,
    },
  };
  it.each(walk(table))("%s program, %s: %i", async (which, who, status) => {
    const program = programOf(which);
    const form = await buildTestForm(db(), program.id);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/programs/${program.id}/test/info`,
      headers: headersOf(w, who),
      payload: { testForm: form.id, message: "May I?" },
    });
    expect(res.statusCode).toBe(status);
    expectRefusal(res, who, "Only hunters who joined this open program can request test information.");
  });
});

describe("GET test/info/user", () => {
  const table: Record<Which, Expected> = {
    private: {
      ...keysAndAnonymous,
      hunter: 404,
      applicant: 404,
      approved: 200,
      member: 200,
      triage: 200,
      manager: 200,
      admin: 200,
      otherAdmin: 404,
    },
    public: {
      ...keysAndAnonymous,
      hunter: 200,
      applicant: 200,
      approved: 200,
      member: 200,
      triage: 200,
      manager: 200,
      admin: 200,
      otherAdmin: 200,
    },
  };
  it.each(walk(table))("%s program, %s: %i, only their own requests", async (which, who, status) => {
    const program = programOf(which);
    const request = await buildTestInfoRequest(db(), program.id, requesterOf(which).user.id);
    const res = await t.app.inject({
      url: `/api/programs/${program.id}/test/info/user`,
      headers: headersOf(w, who),
    });
    expect(res.statusCode).toBe(status);
    expectRefusal(res, who, "");
    if (status === 200 && who !== "anonymous" && who !== "hunterKey" && who !== "adminKey") {
      const rows = res.json().data as { id: string; hunter: { id: string } }[];
      const userId = userIdOf(who);
      expect(rows.some((r) => r.id === request.id)).toBe(userId === requesterOf(which).user.id);
      for (const r of rows) expect(r.hunter.id).toBe(userId);
    }
  });
});

describe("GET test/info", () => {
  it.each(walk(staffOnly(200)))("%s program, %s: %i", async (which, who, status) => {
    const program = programOf(which);
    const request = await buildTestInfoRequest(db(), program.id, requesterOf(which).user.id);
    const res = await t.app.inject({
      url: `/api/programs/${program.id}/test/info`,
      headers: headersOf(w, who),
    });
    expect(res.statusCode).toBe(status);
    expectRefusal(res, who, MANAGE_REFUSAL);
    if (status === 200) expect(res.json().data.map((r: { id: string }) => r.id)).toContain(request.id);
  });
});

describe("PUT test/info/{infoId}", () => {
  it.each(walk(staffOnly(200)))("%s program, %s: %i", async (which, who, status) => {
    const program = programOf(which);
    const request = await buildTestInfoRequest(db(), program.id, requesterOf(which).user.id);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/programs/${program.id}/test/info/${request.id}`,
      headers: headersOf(w, who),
      payload: { action: "accept", message: "Here you go." },
    });
    expect(res.statusCode).toBe(status);
    expectRefusal(res, who, MANAGE_REFUSAL);
  });
});

describe("DELETE test/info/{infoId}", () => {
  const table: Record<Which, Expected> = {
    private: {
      ...keysAndAnonymous,
      hunter: 404,
      applicant: 404,
      approved: 200,
      member: 404,
      triage: 404,
      manager: 403,
      admin: 403,
      otherAdmin: 404,
    },
    public: {
      ...keysAndAnonymous,
      hunter: 200,
      applicant: 404,
      approved: 404,
      member: 404,
      triage: 404,
      manager: 403,
      admin: 403,
      otherAdmin: 404,
    },
  };
  it.each(walk(table))("%s program, %s: %i", async (which, who, status) => {
    const program = programOf(which);
    const request = await buildTestInfoRequest(db(), program.id, requesterOf(which).user.id);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/programs/${program.id}/test/info/${request.id}`,
      headers: headersOf(w, who),
      payload: { message: "Never mind." },
    });
    expect(res.statusCode).toBe(status);
    expectRefusal(res, who, "Only the hunter who made the request can cancel it.");
  });
});
