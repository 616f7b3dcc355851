import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { buildProgram } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  buildPartsWorld,
  freshProgram,
  headersFor,
  type PartsWorld,
  walk,
} from "../core/program-parts.fixtures.ts";
import { findProgram } from "../core/programs.repository.ts";
import { addScopeGroup, eventsOfProgram, notStarted, startable } from "./activation.fixtures.ts";

let t: TestApp;
let w: PartsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPartsWorld(t);
});
afterAll(async () => t.close());

const put = (id: string, payload: unknown, headers: Record<string, string> = w.admin.headers) =>
  t.app.inject({ method: "PUT", url: `/api/programs/${id}`, headers, payload: payload as object });
const stored = async (id: string) => (await findProgram(t.ctx.database.db, id))!.program;

/** A not-started program with every tab Start needs (or some missing, with `overrides`). */
async function unstarted(overrides: Parameters<typeof buildProgram>[2] = {}, withScope = true) {
  const { program } = await freshProgram(t, w, { ...notStarted, ...startable, ...overrides });
  if (withScope) await addScopeGroup(t.ctx.database.db, program.id);
  return program;
}

describe("PUT /api/programs/{id} activated: true (Start the Program)", () => {
  it("starts a complete program: activated, first activated now, open, one program.activated event", async () => {
    const program = await unstarted();
    const res = await put(program.id, { activated: true });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ activated: true, status: "open" });
    expect(Date.now() - Date.parse(data.firstActivated)).toBeLessThan(60_000);
    const events = await eventsOfProgram(t.ctx.database.db, program.id);
    expect(events.map((e) => e.type)).toEqual(["program.activated"]);
    expect(events[0]).toMatchObject({
      organizationId: w.org.id,
      actorId: w.admin.user.id,
      payload: { status: "open", programDetailsPrivate: true },
    });
  });

  it("lets the program's manager start it, and answers 409 the second time", async () => {
    const program = await unstarted({ visibility: "public" });
    expect((await put(program.id, { activated: true }, w.manager.headers)).statusCode).toBe(200);
    const again = await put(program.id, { activated: true }, w.manager.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("The program has already been started.");
  });

  it("names the missing tabs and changes nothing", async () => {
    const program = await unstarted({ contents: [], reportTemplate: " " }, false);
    const res = await put(program.id, { activated: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "Complete Guideline, Scope and Report Template before starting the program.",
    );
    expect(await stored(program.id)).toMatchObject({ activated: false, firstActivatedAt: null });
    expect(await eventsOfProgram(t.ctx.database.db, program.id)).toEqual([]);
  });

  it("names Severity when no reward range pays anything", async () => {
    const zero = { from: 0, to: 0 };
    const rewards = {
      criticalityRewards: { informational: zero, low: zero, medium: zero, high: zero, critical: zero },
      vrts: [],
    };
    const res = await put((await unstarted({ rewards })).id, { activated: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Complete Severity before starting the program.");
  });

  it("checks the program as the same edit leaves it", async () => {
    const program = await unstarted({ reportTemplate: "" });
    const res = await put(program.id, { reportTemplate: "## Impact", activated: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ activated: true, reportTemplate: "## Impact" });
    const types = (await eventsOfProgram(t.ctx.database.db, program.id)).map((e) => e.type);
    expect(types.sort()).toEqual(["program.activated", "program.updated"]);
  });

  it("refuses vdp programs: platform staff publish them", async () => {
    const program = await unstarted({ type: "vdp" });
    const res = await put(program.id, { activated: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "Vulnerability disclosure programs are published by platform staff: request activation.",
    );
    expect((await stored(program.id)).activated).toBe(false);
  });

  it.each([
    [{ activated: false }, "activated: A program cannot be deactivated; stop it instead."],
    [{ status: "closed" }, "status: Pick open, suspended or stopped."],
  ])("refuses %j with a 400", async (payload, message) => {
    const program = await unstarted();
    const res = await put(program.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect((await stored(program.id)).activated).toBe(false);
  });

  it("refuses a member who may edit nothing, with the activate refusal", async () => {
    const program = await unstarted({ visibility: "public" });
    const res = await put(program.id, { activated: true }, w.member.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      "Only the admin and the program's managers can start or stop the program.",
    );
  });
});

describe("PUT /api/programs/{id} status", () => {
  it("needs the program started first", async () => {
    const program = await unstarted();
    const res = await put(program.id, { status: "suspended" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Start the program first.");
    expect(await stored(program.id)).toMatchObject({ activated: false, status: "open" });
  });

  it("suspends, stops and reopens; activated stays true; one program.status.changed each", async () => {
    const { program } = await freshProgram(t, w, { visibility: "public" });
    for (const status of ["suspended", "stopped", "open"] as const) {
      const res = await put(program.id, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status, activated: true });
    }
    const events = await eventsOfProgram(t.ctx.database.db, program.id);
    expect(events.map((e) => [e.type, e.payload.status, e.payload.previous])).toEqual([
      ["program.status.changed", "suspended", "open"],
      ["program.status.changed", "stopped", "suspended"],
      ["program.status.changed", "open", "stopped"],
    ]);
  });

  it("hides a stopped program from everyone outside the organization, joined hunters included", async () => {
    const { program } = await freshProgram(t, w, { visibility: "public" });
    expect((await put(program.id, { status: "stopped" })).statusCode).toBe(200);
    for (const headers of [{}, w.nonMember.headers, w.approved.headers]) {
      expect((await t.app.inject({ url: `/api/programs/${program.id}`, headers })).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ url: `/api/programs/${program.id}`, headers: w.member.headers })).statusCode,
    ).toBe(200);
  });

  it("writes nothing when the status does not change", async () => {
    const { program } = await freshProgram(t, w);
    expect((await put(program.id, { status: "open" })).statusCode).toBe(200);
    expect(await eventsOfProgram(t.ctx.database.db, program.id)).toEqual([]);
  });
});

describe("authorization: PUT /api/programs/{id} activated", () => {
  it.each(
    walk({
      anonymous: 401,
      hunter: 404,
      hunterKey: 403,
      applicant: 404,
      approved: 404,
      member: 403,
      triage: 403,
      manager: 200,
      admin: 200,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("%s: %i", async (who, status) => {
    const program = await unstarted();
    const res = await put(program.id, { activated: true }, headersFor(w, who));
    expect(res.statusCode).toBe(status);
    expect((await stored(program.id)).activated).toBe(status === 200);
  });
});

describe("authorization: PUT /api/programs/{id} status", () => {
  it.each(
    walk({
      anonymous: 401,
      hunter: 404,
      hunterKey: 403,
      applicant: 404,
      approved: 403,
      member: 403,
      triage: 403,
      manager: 200,
      admin: 200,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("%s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w);
    const res = await put(program.id, { status: "suspended" }, headersFor(w, who));
    expect(res.statusCode).toBe(status);
    expect((await stored(program.id)).status).toBe(status === 200 ? "suspended" : "open");
  });
});
