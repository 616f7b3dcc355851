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
import {
  addActivationRequest,
  addScopeGroup,
  eventsOfProgram,
  notStarted,
  startable,
} from "./activation.fixtures.ts";
import { findLatestRequest } from "./activation-requests.repository.ts";

let t: TestApp;
let w: PartsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPartsWorld(t);
});
afterAll(async () => t.close());

const url = (id: string) => `/api/programs/${id}/activation_request`;
const call = (
  method: "GET" | "POST" | "DELETE",
  id: string,
  headers: Record<string, string> = w.admin.headers,
) => t.app.inject({ method, url: url(id), headers });

/** A complete, not-started vdp program (private unless told), managed by the world's manager. */
async function vdp(overrides: Parameters<typeof buildProgram>[2] = {}, withScope = true) {
  const { program } = await freshProgram(t, w, { type: "vdp", ...notStarted, ...startable, ...overrides });
  if (withScope) await addScopeGroup(t.ctx.database.db, program.id);
  return program;
}

describe("activation requests", () => {
  it("answers null before any request, then the pending request, with one event", async () => {
    const program = await vdp();
    expect((await call("GET", program.id)).json()).toEqual({ data: null });
    const created = await call("POST", program.id, w.manager.headers);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ status: "pending", reason: "", decidedAt: null });
    expect((await call("GET", program.id, w.member.headers)).json().data).toEqual(created.json().data);
    const events = await eventsOfProgram(t.ctx.database.db, program.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "program.activation.requested",
      actorId: w.manager.user.id,
      organizationId: w.org.id,
      payload: { requestId: created.json().data.id },
    });
  });

  it("refuses a second pending request", async () => {
    const program = await vdp();
    expect((await call("POST", program.id)).statusCode).toBe(201);
    const again = await call("POST", program.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("An activation request is already pending.");
  });

  it("names the tabs still missing", async () => {
    const program = await vdp({ contents: [] }, false);
    const res = await call("POST", program.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Complete Guideline and Scope before starting the program.");
    expect(await findLatestRequest(t.ctx.database.db, program.id)).toBeNull();
  });

  it("refuses bounty programs and published vdp programs", async () => {
    const bounty = await vdp({ type: "bounty" });
    const res = await call("POST", bounty.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "Only vulnerability disclosure programs request activation; start this program instead.",
    );
    const published = await vdp({ activated: true, firstActivatedAt: new Date() });
    const again = await call("POST", published.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("The program is already published.");
  });

  it("cancels the pending request, then has none to cancel; a new request may follow", async () => {
    const program = await vdp();
    await call("POST", program.id);
    const cancelled = await call("DELETE", program.id, w.manager.headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe("cancelled");
    expect(cancelled.json().data.decidedAt).not.toBeNull();
    expect((await call("GET", program.id)).json().data.status).toBe("cancelled");
    const none = await call("DELETE", program.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe("No activation request is pending.");
    expect((await call("POST", program.id)).statusCode).toBe(201);
    const types = (await eventsOfProgram(t.ctx.database.db, program.id)).map((e) => e.type);
    expect(types).toEqual([
      "program.activation.requested",
      "program.activation.cancelled",
      "program.activation.requested",
    ]);
  });

  it("shows the latest request after a rejection", async () => {
    const program = await vdp();
    await addActivationRequest(t.ctx.database.db, program.id, w.admin.user.id, "rejected");
    expect((await call("GET", program.id)).json().data.status).toBe("rejected");
  });
});

describe("authorization: GET activation_request (private started program)", () => {
  it.each(
    walk({
      anonymous: 401,
      hunter: 404,
      hunterKey: 403,
      applicant: 404,
      approved: 403,
      member: 200,
      triage: 200,
      manager: 200,
      admin: 200,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("%s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w, { type: "vdp" });
    const res = await call("GET", program.id, headersFor(w, who));
    expect(res.statusCode).toBe(status);
    if (status === 403 && who === "approved") {
      expect(res.json().error.message).toBe(
        "Only members of the organization can see the program's activation request.",
      );
    }
  });
});

describe("authorization: POST activation_request", () => {
  it.each(
    walk({
      anonymous: 401,
      hunter: 404,
      hunterKey: 403,
      applicant: 404,
      approved: 404,
      member: 403,
      triage: 403,
      manager: 201,
      admin: 201,
      adminKey: 403,
      otherAdmin: 404,
    }),
  )("%s: %i", async (who, status) => {
    const program = await vdp({ visibility: "public" });
    const res = await call("POST", program.id, headersFor(w, who));
    expect(res.statusCode).toBe(status);
    expect((await findLatestRequest(t.ctx.database.db, program.id))?.status).toBe(
      status === 201 ? "pending" : undefined,
    );
  });
});

describe("authorization: DELETE activation_request", () => {
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
    const program = await vdp();
    await addActivationRequest(t.ctx.database.db, program.id, w.admin.user.id);
    const res = await call("DELETE", program.id, headersFor(w, who));
    expect(res.statusCode).toBe(status);
    expect((await findLatestRequest(t.ctx.database.db, program.id))?.status).toBe(
      status === 200 ? "cancelled" : "pending",
    );
  });
});
