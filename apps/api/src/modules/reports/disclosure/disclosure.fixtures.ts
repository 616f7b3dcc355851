import { expect } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { type ReportWorld, submission, submitReport } from "../core/reports.fixtures.ts";

/** A report of the world's public program sent by its sender, moved to `state` by its manager. */
export async function closedReport(
  t: TestApp,
  w: ReportWorld,
  state = "resolved",
  where: { programId: string; scopeId: string } = {
    programId: w.programs.open.id,
    scopeId: w.scopes.open.id,
  },
) {
  const report = await submitReport(t, w.sender.headers, submission(where.programId, where.scopeId));
  if (state !== "new") {
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/reports/${report.id}`,
      headers: w.manager.headers,
      payload: {
        state,
        ...(["out_of_scope", "not_applicable", "not_reproducible"].includes(state) ? { reason: "No." } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return report;
}

export async function requestDisclosure(
  t: TestApp,
  w: ReportWorld,
  reportId: string,
  summary = "I found it in a day.",
) {
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/reports/${reportId}/disclosure-request`,
    headers: w.sender.headers,
    payload: { summary },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function disclose(
  t: TestApp,
  w: ReportWorld,
  reportId: string,
  body: Record<string, unknown> = { title: "XSS in profiles", orgSummary: "Fixed in 2.3." },
) {
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/reports/${reportId}/disclosure`,
    headers: w.manager.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
