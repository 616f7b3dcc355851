// Issue 47, one status story: a report the organization closes, whichever way, never waits in a
// triage list ("not yet triaged", next up, urgent, the open count); reopened, it waits again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { buildTriageWorld, type TriageWorld } from "./triage.fixtures.ts";

let t: TestApp;
let w: TriageWorld;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildTriageWorld(t);
});
afterAll(() => t.close());

const programId = () => w.programs.open.id;
const get = async (url: string) => (await t.app.inject({ url, headers: w.triage.headers })).json();
const waiting = async () =>
  ((await get(`/api/triage/${programId()}/reports?action=triage`)).data as { id: string }[]).map((r) => r.id);
const nextUp = async () =>
  ((await get(`/api/triage/${programId()}/summary`)).data.nextUp as { id: string }[]).map((r) => r.id);
const openCount = async () =>
  ((await get("/api/triage/programs")).data as { id: string; open: number }[]).find(
    (p) => p.id === programId(),
  )!.open;
const patch = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: `/api/reports/${id}`, headers: w.manager.headers, payload });

describe("a report closed by the organization", () => {
  it.each([
    ["resolved", {}, "closed.resolved"],
    ["informational", {}, "closed.informative"],
    ["not_applicable", { reason: "Intended behaviour." }, "invalidate"],
  ])("as %s leaves every triage list, and comes back when reopened", async (state, extra, end) => {
    const { id } = await w.report();
    const open = await openCount();
    expect(await waiting()).toContain(id);
    expect(await nextUp()).toContain(id);

    expect((await patch(id, { state, ...extra })).statusCode).toBe(200);
    expect(await waiting()).not.toContain(id);
    expect(await nextUp()).not.toContain(id);
    expect(await openCount()).toBe(open - 1);
    const detail = await get(`/api/triage/${programId()}/reports/${id}`);
    expect(detail.data.lastAction.type).toBe(end);
    expect(detail.data.next).toEqual([]);

    expect((await patch(id, { state: "unresolved" })).statusCode).toBe(200);
    expect(await waiting()).toContain(id);
    expect(await openCount()).toBe(open);
  });

  it("reopened after triage steps, stands at its last step that did not end the flow", async () => {
    const { id } = await w.report();
    const act = (type: string, headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: `/api/triage/${id}/actions`,
        headers,
        payload: { type, summary: "" },
      });
    expect((await act("triage", w.triage.headers)).statusCode).toBe(201);
    expect((await act("certify", w.manager.headers)).statusCode).toBe(201);
    expect((await patch(id, { state: "resolved" })).statusCode).toBe(200);
    expect((await get(`/api/triage/${programId()}/reports/${id}`)).data.lastAction.type).toBe(
      "closed.resolved",
    );
    expect((await patch(id, { state: "unresolved" })).statusCode).toBe(200);
    expect((await get(`/api/triage/${programId()}/reports/${id}`)).data.lastAction.type).toBe("certify");
  });
});
