// A stream resumed after a reconnect (`Last-Event-ID`) replays what the caller missed under the same
// standing as live delivery: a member hears no report event of a program they do not manage, and the
// priority change only reaches the program's staff, on resume as live (live-stream.ts `missedSince`).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import {
  buildReportWorld,
  type ReportWorld,
  submission,
  submitReport,
} from "../reports/core/reports.fixtures.ts";
import { openStream, waitFor } from "./live.fixtures.ts";

describe("GET /api/events resumed after Last-Event-ID: a report's events by the report rule", () => {
  let t: TestApp;
  let w: ReportWorld;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
    w = await buildReportWorld(t);
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => t.close());

  const rename = (name: string) =>
    t.app.inject({
      method: "PUT",
      url: `/api/organizations/${w.org.id}`,
      headers: w.admin.headers,
      payload: { name },
    });

  it("a member resumes without another program's report events; its staff resume with them, priority included", async () => {
    // The member manages another program (`application`), not `open`: a member, not its staff.
    const live = await Promise.all([w.member, w.manager, w.admin].map((c) => openStream(base, c.headers)));
    await waitFor(() => t.app.liveStreams.size >= live.length, "the open streams");
    expect((await rename("Heard live")).statusCode).toBe(200);
    await waitFor(() => live.every((s) => s.heard.length >= 1), "the live event");
    for (const stream of live) await stream.close();
    const lastIds = live.map((s) => s.heard[0]!.data.id);
    // Everyone heard the same event; each resumes after it.
    expect(new Set(lastIds).size).toBe(1);
    const lastId = lastIds[0]!;

    // Missed while no tab held a stream: a report on `open`, a message, the staff-only priority, a
    // state change; then one event every member may hear, the marker that the replay is complete.
    const report = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
    const act = (method: "POST" | "PATCH", url: string, payload: object) =>
      t.app.inject({ method, url, headers: w.manager.headers, payload });
    expect(
      (await act("POST", "/api/messages", { report: report.id, content: "We are on it." })).statusCode,
    ).toBe(201);
    expect((await act("PATCH", `/api/reports/${report.id}`, { priority: 1 })).statusCode).toBe(200);
    expect((await act("PATCH", `/api/reports/${report.id}`, { state: "unresolved" })).statusCode).toBe(200);
    expect((await rename("Missed")).statusCode).toBe(200);

    const resume = async (headers: Record<string, string>) => {
      const stream = await openStream(base, { ...headers, "last-event-id": lastId });
      await waitFor(() => stream.heard.some((h) => h.event === "org.updated"), "the missed rename");
      await new Promise((r) => setTimeout(r, 200));
      await stream.close();
      expect(stream.heard.map((h) => h.data.id)).not.toContain(lastId);
      return stream.heard;
    };
    const reportEvents = (heard: Awaited<ReturnType<typeof resume>>) =>
      heard.filter((h) => h.data.reportId === report.id).map((h) => h.event);

    // The staff hear the report's events on resume, the priority among them, as they would live.
    const staffHear = [
      "report.submitted",
      "report.message.submitted",
      "report.priority.changed",
      "report.state.changed",
    ];
    expect(reportEvents(await resume(w.manager.headers))).toEqual(staffHear);
    expect(reportEvents(await resume(w.admin.headers))).toEqual(staffHear);

    // The member hears the organization's rename, and nothing of a report they may not read.
    const member = await resume(w.member.headers);
    expect(member.map((h) => h.event)).toContain("org.updated");
    expect(member.filter((h) => h.data.reportId !== null).map((h) => h.event)).toEqual([]);
    expect(member.map((h) => h.event)).not.toContain("report.priority.changed");

    // Outside the organization: the sender hears their report's events but not the priority, another
    // hunter nothing (no organization event marks the end of their replay: the sender's did).
    const sender = await openStream(base, { ...w.sender.headers, "last-event-id": lastId });
    const other = await openStream(base, { ...w.otherHunter.headers, "last-event-id": lastId });
    await waitFor(() => reportEvents(sender.heard).includes("report.state.changed"), "the sender's replay");
    await new Promise((r) => setTimeout(r, 200));
    await Promise.all([sender.close(), other.close()]);
    expect(reportEvents(sender.heard)).toEqual([
      "report.submitted",
      "report.message.submitted",
      "report.state.changed",
    ]);
    expect(other.heard).toEqual([]);
  });
});
