// Issue 32: every cell of spec 2 §4's transition table, for each side (allowed and refused), the
// report's state following the flow, the hunter never reading a summary, and two racing steps.
import { triageActionTypes, triageFlow, triageSideOf } from "@bounty/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { buildTriageWorld, placeAt, type TriageWorld } from "./triage.fixtures.ts";

let t: TestApp;
let w: TriageWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTriageWorld(t);
});
afterAll(() => t.close());

const act = (id: string, headers: Record<string, string>, type: string, summary = "") =>
  t.app.inject({ method: "POST", url: `/api/triage/${id}/actions`, headers, payload: { type, summary } });

describe("the triage flow", () => {
  it("allows exactly the table's next steps, each to its own side", async () => {
    const { id } = await w.report();
    const sides = { triager: w.triage.headers, organization: w.manager.headers };
    const stages = [null, ...triageActionTypes];
    let cells = 0;
    for (const from of stages) {
      const allowed: readonly string[] = from === null ? ["triage"] : triageFlow[from];
      for (const type of triageActionTypes) {
        for (const side of ["triager", "organization"] as const) {
          await placeAt(t, id, w.programs.open.id, from);
          const res = await act(id, sides[side], type);
          const expected = !allowed.includes(type) ? 409 : triageSideOf[type] === side ? 201 : 403;
          expect(res.statusCode, `${from ?? "initial"} → ${type} by the ${side}`).toBe(expected);
          if (expected === 409)
            expect(res.json().error.message).toMatch(allowed.length ? allowed[0]! : "no step follows");
          cells++;
        }
      }
    }
    expect(cells).toBe(12 * 11 * 2);
  });

  it("walks a report to resolved and another to invalid, the report's state following", async () => {
    const { id } = await w.report();
    const hunterView = async () =>
      (await t.app.inject({ url: `/api/reports/${id}`, headers: w.sender.headers })).json().data;
    const state = async () => (await hunterView()).state;
    expect((await hunterView()).seen).toBe(false);
    const steps = [
      ["triage", w.triage.headers, "checked"],
      ["certify", w.manager.headers, "unresolved"],
      ["appraise", w.admin.headers, "unresolved"],
      ["remediate", w.manager.headers, "unresolved"],
      ["review.resolved", w.platformTriager.headers, "unresolved"],
      ["closed.resolved", w.triage.headers, "resolved"],
    ] as const;
    for (const [type, headers, after] of steps) {
      const res = await act(id, headers, type, `Internal: ${type} notes for the organization`);
      expect(res.statusCode, type).toBe(201);
      expect(await state(), type).toBe(after);
      // Whoever takes a step has read the report: the hunter is not told "Not read yet" any more.
      expect((await hunterView()).seen, type).toBe(true);
    }
    const detail = (await act(id, w.triage.headers, "triage")).json();
    expect(detail.error.message).toContain("has ended");
    const hunter = JSON.stringify([
      (await t.app.inject({ url: `/api/reports/${id}`, headers: w.sender.headers })).json(),
      (await t.app.inject({ url: `/api/reports/${id}/activities`, headers: w.sender.headers })).json(),
    ]);
    expect(hunter).not.toContain("Internal:");
    expect(hunter).not.toContain("report.triage.action");
    const staffView = (
      await t.app.inject({ url: `/api/reports/${id}/activities`, headers: w.manager.headers })
    ).json();
    expect(JSON.stringify(staffView)).toContain("report.triage.action");

    const second = await w.report();
    for (const [type, headers] of [
      ["triage", w.triage.headers],
      ["suspend", w.triage.headers],
      ["reevaluate", w.platformTriager.headers],
      ["invalidate", w.triage.headers],
    ] as const)
      expect((await act(second.id, headers, type, "Could not reproduce on staging")).statusCode, type).toBe(
        201,
      );
    const closed = (
      await t.app.inject({ url: `/api/reports/${second.id}`, headers: w.sender.headers })
    ).json().data;
    expect(closed.state).toBe("not_applicable");
    expect(JSON.stringify(closed)).not.toContain("Could not reproduce");
  });

  it("gives one winner to two racing steps from the same stage", async () => {
    const { id } = await w.report();
    const results = await Promise.all([
      act(id, w.triage.headers, "triage"),
      act(id, w.platformTriager.headers, "triage"),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const detail = await t.app.inject({
      url: `/api/triage/${w.programs.open.id}/reports/${id}`,
      headers: w.triage.headers,
    });
    expect(detail.json().data.actions).toHaveLength(1);
  });

  it("shows each side the steps it may take, the first being the primary one", async () => {
    const { id } = await w.report();
    await act(id, w.triage.headers, "triage", "x".repeat(400));
    const read = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: `/api/triage/${w.programs.open.id}/reports/${id}`, headers })).json().data;
    const triager = await read(w.triage.headers);
    expect(triager.next).toEqual([
      { type: "certify", side: "organization", allowed: false },
      { type: "suspend", side: "triager", allowed: true },
      { type: "invalidate", side: "triager", allowed: true },
    ]);
    expect(triager.actions[0].summary).toHaveLength(400);
    // The same vulnerability by its own id, and its action list with the next steps.
    const byId = await t.app.inject({ url: `/api/triage/${id}`, headers: w.triage.headers });
    expect(byId.json().data.next).toEqual(triager.next);
    const actions = (
      await t.app.inject({ url: `/api/triage/${id}/actions`, headers: w.triage.headers })
    ).json();
    expect(actions.data.map((a: { type: string }) => a.type)).toEqual(["triage"]);
    expect(actions.meta.next).toEqual(triager.next);
    expect((await read(w.manager.headers)).next[0]).toEqual({
      type: "certify",
      side: "organization",
      allowed: true,
    });
  });

  it("refuses unknown steps and summaries that are too long, changing nothing", async () => {
    const { id } = await w.report();
    const odd = await act(id, w.triage.headers, "explode");
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toContain("Pick one of triage");
    expect((await act(id, w.triage.headers, "triage", "x".repeat(10_001))).statusCode).toBe(400);
    const list = await t.app.inject({
      url: `/api/triage/${w.programs.open.id}/reports?action=triage`,
      headers: w.triage.headers,
    });
    expect(list.json().data.find((r: { id: string }) => r.id === id).lastAction).toBeNull();
  });
});

describe("a step on the table's selection", () => {
  const bulk = (
    headers: Record<string, string>,
    reports: string[],
    type: string,
    program = w.programs.open.id,
  ) =>
    t.app.inject({
      method: "POST",
      url: `/api/triage/${program}/actions/bulk`,
      headers,
      payload: { reports, type, summary: "Batch" },
    });

  it("takes one step on every selected vulnerability, or on none", async () => {
    const a = await w.report();
    const b = await w.report();
    const done = await bulk(w.triage.headers, [a.id, b.id], "triage");
    expect(done.json()).toEqual({ data: { changed: 2 } });
    const c = await w.report();
    // c is untriaged: "suspend" cannot follow its initial step, so neither a nor b moves either.
    const refused = await bulk(w.triage.headers, [a.id, b.id, c.id], "suspend");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(
      `#${c.number}: "suspend" cannot follow the initial triage step`,
    );
    const detail = await t.app.inject({
      url: `/api/triage/${w.programs.open.id}/reports/${a.id}`,
      headers: w.triage.headers,
    });
    expect(detail.json().data.lastAction.type).toBe("triage");
    // The organization's step, by a triager: 403, nothing moved.
    expect((await bulk(w.triage.headers, [a.id], "certify")).statusCode).toBe(403);
    expect((await bulk(w.manager.headers, [a.id, b.id], "certify")).json()).toEqual({ data: { changed: 2 } });
  });

  it("answers 404 for a report of another program, or a program the caller does not triage", async () => {
    const a = await w.report();
    expect((await bulk(w.triage.headers, [a.id], "triage", w.programs.private.id)).statusCode).toBe(404);
    expect((await bulk(w.otherAdmin.headers, [a.id], "triage")).statusCode).toBe(404);
    expect((await bulk(w.keys.admin, [a.id], "triage")).statusCode).toBe(403);
    expect((await bulk(w.triage.headers, [], "triage")).statusCode).toBe(400);
  });
});
