// Chat lines of a report's life (spec 1 §3 chat webhook, issue 15): the organization's channel hears
// submissions, messages and state changes by number and link only — never a title, a message, a
// note or a rejection's reason — and a private program's lines are bare links.

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findDeliveryWork } from "../../../chat/chat-deliveries.repository.ts";
import { chatMessageFor } from "../../../chat/chat-messages.ts";
import { chatDeliveries, events } from "../../../db/schema/index.ts";
import { type ChatServer, startChatServer } from "../../../test/chat-server.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildReportWorld, type ReportWorld, submission, submitReport } from "./reports.fixtures.ts";

let server: ChatServer;
let t: TestApp;
let w: ReportWorld;
const PUBLIC_URL = "https://bounty.example.com";

beforeAll(async () => {
  server = await startChatServer();
  t = await createTestApp({
    CHAT_WEBHOOK_BASE_URL: server.base,
    PUBLIC_URL,
    RATE_LIMIT_REPORTS_PER_HOUR: "1000",
  });
  w = await buildReportWorld(t);
  const connected = await t.app.inject({
    method: "POST",
    url: `/api/organizations/${w.org.id}/slack`,
    headers: w.admin.headers,
    payload: { webhook: server.hookUrl("services/T1/B1/reports"), active: true },
  });
  expect(connected.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

/** The lines the channel would get for a report's events, oldest first, as the delivery job words them. */
async function chatLinesOf(reportId: string): Promise<string[]> {
  const db = t.ctx.database.db;
  const rows = await db
    .select({ id: chatDeliveries.id })
    .from(chatDeliveries)
    .innerJoin(events, eq(events.id, chatDeliveries.eventId))
    .where(eq(events.reportId, reportId))
    .orderBy(events.createdAt);
  const lines: string[] = [];
  for (const { id } of rows) {
    const work = (await findDeliveryWork(db, id))!;
    const message = chatMessageFor(work.event, {
      publicUrl: PUBLIC_URL,
      organizationName: work.organizationName,
      subject: work.subject,
    });
    if (message) lines.push(message.text);
  }
  return lines;
}

const send = (headers: Record<string, string>, method: "POST" | "PATCH", url: string, payload: object) =>
  t.app.inject({ method, url, headers, payload }).then((res) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  });

describe("a report's chat lines", () => {
  it("tell the channel of submissions, messages and state changes, with the number and a link only", async () => {
    const secret = "CANARY-chat-41";
    const report = await submitReport(
      t,
      w.sender.headers,
      submission(w.programs.open.id, w.scopes.open.id, {
        title: `Title ${secret}`,
        content: `Description ${secret}`,
      }),
    );
    await send(w.sender.headers, "POST", "/api/messages", { report: report.id, content: `more ${secret}` });
    // The manager's first read marks it checked: no line for that.
    await t.app.inject({ url: `/api/reports/${report.id}?view=org`, headers: w.manager.headers });
    await send(w.manager.headers, "POST", "/api/messages", { report: report.id, content: `reply ${secret}` });
    await send(w.manager.headers, "POST", `/api/reports/${report.id}/notes`, { content: `note ${secret}` });
    await send(w.manager.headers, "PATCH", `/api/reports/${report.id}`, { state: "unresolved", priority: 2 });
    await send(w.manager.headers, "PATCH", `/api/reports/${report.id}`, {
      state: "not_applicable",
      reason: `reason ${secret}`,
    });

    const link = `<${PUBLIC_URL}/organizations/${w.org.id}/reports/${report.id}|Open in Bounty>`;
    const hunter = `${w.sender.user.displayName} (@${w.sender.user.uniqueName})`;
    const lines = await chatLinesOf(report.id);
    expect(lines).toEqual([
      `${hunter} submitted report #${report.number}. ${link}`,
      `${hunter} wrote on report #${report.number}. ${link}`,
      `${w.org.name} replied on report #${report.number}. ${link}`,
      `Report #${report.number} moved from Checked to Unresolved. ${link}`,
      `Report #${report.number} moved from Unresolved to Not applicable. ${link}`,
    ]);
    expect(lines.join("\n")).not.toContain(secret);
  });

  it("are bare links for a private program", async () => {
    const report = await submitReport(
      t,
      w.approved.headers,
      submission(w.programs.private.id, w.scopes.private.id),
    );
    await send(w.approved.headers, "POST", "/api/messages", { report: report.id, content: "more" });
    await send(w.manager.headers, "PATCH", `/api/reports/${report.id}`, { state: "resolved" });
    const link = `<${PUBLIC_URL}/organizations/${w.org.id}/reports/${report.id}>`;
    expect(await chatLinesOf(report.id)).toEqual([link, link, link]);
  });
});
