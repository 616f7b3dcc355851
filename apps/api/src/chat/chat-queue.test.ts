import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { events } from "../db/schema/index.ts";
import { type Jobs, startJobs } from "../jobs/jobs.ts";
import { type ChatServer, startChatServer, testCa } from "../test/chat-server.ts";
import { buildInvite, buildSignedInUser } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { buildOrgWithWebhook, commitEvent, deliveryOf } from "./chat-deliveries.fixtures.ts";
import { listDeliveriesOfEvent } from "./chat-deliveries.repository.ts";

// End to end through the job queue: the app runs no worker (WORKER=0), so events committed through
// the API wait in the outbox, as after a crash right after the commit; then a worker starts (trusting
// the local server's test certificate, retrying after about a second) and must deliver each once.

let server: ChatServer;
let t: TestApp;
let worker: Jobs | null = null;
const log = { error: vi.fn() };

beforeAll(async () => {
  server = await startChatServer();
  t = await createTestApp({ WORKER: "0", CHAT_WEBHOOK_BASE_URL: server.base });
});
afterAll(async () => {
  await worker?.stop();
  await t.close();
  await server.close();
});

const startWorker = () =>
  startJobs({
    pool: t.ctx.database.pool,
    sendMail: async () => undefined,
    worker: true,
    log,
    mail: { db: t.ctx.database.db, publicUrl: t.ctx.config.PUBLIC_URL, secret: t.ctx.config.JWT_SECRET },
    chat: {
      db: t.ctx.database.db,
      baseUrl: server.base,
      publicUrl: t.ctx.config.PUBLIC_URL,
      client: { ca: testCa },
      retryDelaySeconds: 1,
      dispatchIntervalMs: 100,
      pollingIntervalSeconds: 0.5,
    },
  });

async function waitForStatus(eventId: string, status: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await listDeliveriesOfEvent(t.ctx.database.db, eventId);
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`delivery still ${row?.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("chat deliveries through the job queue", () => {
  it("delivers an event committed while no worker ran, once, then retries a 500 until it succeeds", async () => {
    const { admin, org } = await buildOrgWithWebhook(t, server.hookUrl("services/T9/B9/queue"));
    // A member joins through the API while nothing delivers.
    const joiner = await buildSignedInUser(t.ctx, { displayName: "Grace", uniqueName: "grace" });
    const invite = await buildInvite(t.ctx.database.db, org.id, admin.user.id);
    const joined = await t.app.inject({
      method: "POST",
      url: `/api/organizations/${org.id}/members`,
      headers: joiner.headers,
      payload: { invite: invite.id, code: invite.code },
    });
    expect(joined.statusCode).toBe(201);
    const before = server.received.length;
    expect(before).toBe(0);

    worker = await startWorker();
    const [post] = await server.waitForPosts(1);
    expect(post).toEqual({
      path: "/services/T9/B9/queue",
      contentType: "application/json; charset=utf-8",
      body: {
        text: `Grace (@grace) joined Acme. <${t.ctx.config.PUBLIC_URL}/organizations/${org.id}/members|Open in Bounty>`,
      },
    });

    // The chat provider fails once: the queue retries with backoff and the message arrives once.
    server.answerWith((res) => res.writeHead(500).end("oops"));
    const second = await commitEvent(t, org.id);
    const delivered = await waitForStatus(second.id, "delivered");
    expect(delivered.attempts).toBe(2);
    expect(server.received).toHaveLength(3);

    // Nothing is posted again later: each delivery is settled.
    await new Promise((r) => setTimeout(r, 1500));
    expect(server.received).toHaveLength(3);
    const first = await listDeliveriesOfEvent(t.ctx.database.db, (await firstJoinEvent(org.id)).id);
    expect(first).toMatchObject([{ status: "delivered", attempts: 1 }]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("fails a refused address for good, without retrying it", async () => {
    expect(worker).not.toBeNull();
    const { org } = await buildOrgWithWebhook(t, server.hookUrl());
    const before = server.received.length;
    server.answerWith((res) => res.writeHead(302, { location: "https://169.254.169.254/" }).end());
    const event = await commitEvent(t, org.id);
    const row = await waitForStatus(event.id, "failed");
    expect(row).toMatchObject({ attempts: 1, lastError: "redirect (HTTP 302) refused" });
    await new Promise((r) => setTimeout(r, 1500));
    expect(server.received.length).toBe(before + 1);
    expect(log.error).toHaveBeenCalledWith(
      { deliveryId: row.id, reason: "redirect (HTTP 302) refused" },
      "chat message not delivered",
    );
    // The next event still gets its own message.
    const next = await commitEvent(t, org.id);
    expect((await waitForStatus(next.id, "delivered")).attempts).toBe(1);
    expect((await deliveryOf(t, next)).status).toBe("delivered");
  });
});

/** The first member-joined event of the organization: the one the API wrote. */
async function firstJoinEvent(organizationId: string) {
  const [row] = await t.ctx.database.db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.type, "org.member.added")))
    .orderBy(asc(events.createdAt))
    .limit(1);
  return row!;
}
