// Issue 48: the typed client (packages/client), generated from the API document, driven from outside
// over real HTTP: the contract as a program written against it sees it, errors included.
import { type BountyClient, createBountyClient } from "@bounty/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildReportWorld,
  type ReportWorld,
  submission,
  submitReport,
} from "../modules/reports/core/reports.fixtures.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
let w: ReportWorld;
let baseUrl: string;
let reportId: string;
const bearer = (headers: Record<string, string>) => (headers.authorization ?? "").replace(/^Bearer /, "");
const clientFor = (headers: Record<string, string>): BountyClient =>
  createBountyClient({ baseUrl, token: bearer(headers) });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildReportWorld(t);
  reportId = (await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id))).id;
  baseUrl = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(() => t.close());

describe("the typed client", () => {
  it("lists the organization's new reports and answers the hunter, as a program would", async () => {
    const admin = clientFor(w.admin.headers);
    const { data, error, response } = await admin.GET("/api/reports", {
      params: { query: { view: "org", organization: w.org.id, state: ["new"] } },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    // The list also answers CSV (Accept: text/csv), so its answer is typed as either.
    if (typeof data !== "object") throw new Error(`expected JSON, got ${typeof data}`);
    expect(data.data.map((r) => r.id)).toContain(reportId);
    const posted = await admin.POST("/api/messages", {
      body: { report: reportId, content: "Thanks: we are looking at it." },
    });
    expect(posted.response.status).toBe(201);
    expect(posted.data?.data).toMatchObject({
      affiliation: "member",
      content: "Thanks: we are looking at it.",
    });
  });

  it("reads the API's error answers in their documented shape", async () => {
    const hunter = clientFor(w.sender.headers);
    const bad = await hunter.POST("/api/messages", { body: { report: reportId, content: "   " } });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.error.message).toBeTruthy();
    const hidden = await clientFor(w.otherHunter.headers).GET("/api/reports/{id}", {
      params: { path: { id: reportId } },
    });
    expect(hidden.response.status).toBe(404);
    expect(hidden.error?.error.code).toBe("not_found");
    const anonymous = await createBountyClient({ baseUrl }).GET("/api/users/authenticated");
    expect(anonymous.response.status).toBe(401);
  });

  it("sends a hunter's API key, which reads reports and is refused a write", async () => {
    const key = clientFor(w.keys.hunter);
    const list = await key.GET("/api/reports");
    expect(list.response.status).toBe(200);
    if (typeof list.data !== "object") throw new Error("expected JSON");
    expect(list.data.data.map((r) => r.id)).toContain(reportId);
    const write = await key.POST("/api/messages", { body: { report: reportId, content: "From a script" } });
    expect(write.response.status).toBe(403);
  });
});
